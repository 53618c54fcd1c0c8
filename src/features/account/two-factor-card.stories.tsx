import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { staleFailure } from '../../../machines/stale-edit';
import { CompanySecuritySetting } from './company-security-setting';
import { TwoFactorCard, type TwoFactorCardProps } from './two-factor-card';
import { TwoFactorRequiredPage } from './two-factor-required-page';
import { companySecurityIn, fakeCompanySecurity, fakeTwoFactor, recoveryCodes, setupAnswer, statusOn, twoFactorIn } from './two-factor.fixtures';

const meta = {
  title: 'Account/Two-factor sign-in',
  component: TwoFactorCard,
  parameters: { route: { path: '/portrayal/account' }, layout: 'padded' },
} satisfies Meta<typeof TwoFactorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const inCard = (props: TwoFactorCardProps) => () => (
  <Card size="4" style={{ maxWidth: 620 }}>
    <TwoFactorCard {...props} />
  </Card>
);
const wrongCode = fieldFailure({ code: ['This code is not right, or was used already. Enter the newest code from your app, or a recovery code.'] });

export const Off: Story = {
  render: inCard({ flow: fakeTwoFactor() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Off')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    // No password field until asked for: the account page's password change keeps the only one.
    await expect(canvas.queryByLabelText(/current password/i)).toBeNull();
  },
};

export const SetsUp: Story = {
  render: inCard({ flow: fakeTwoFactor() }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.type(await canvas.findByLabelText(/current password/i), 'a long passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('img', { name: /QR code/ })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/code from your app/i), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByRole('list', { name: 'Recovery codes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(await canvas.findByText('On')).toBeVisible();
  },
};

export const Enrolling: Story = {
  render: inCard({ flow: fakeTwoFactor(), snapshot: twoFactorIn('settingUp', { setup: setupAnswer }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  },
};

export const EnrollingWrongCode: Story = {
  render: inCard({ flow: fakeTwoFactor(), snapshot: twoFactorIn('enableFailed', { setup: setupAnswer, error: wrongCode }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This code is not right/)).toBeVisible();
  },
};

export const RecoveryCodesShown: Story = {
  render: inCard({ flow: fakeTwoFactor(), snapshot: twoFactorIn('showingCodes', { recoveryCodes }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: /download/i })).toBeVisible();
  },
};

export const On: Story = {
  render: inCard({ flow: fakeTwoFactor({ status: statusOn }), snapshot: twoFactorIn('on', { status: statusOn }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8 of 10 recovery codes left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toBeVisible();
  },
};

export const OnRequiredByCompany: Story = {
  render: inCard({ flow: fakeTwoFactor(), snapshot: twoFactorIn('on', { status: { ...statusOn, required: true } }) }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Turn off' })).toBeNull();
  },
};

export const TurningOffFailed: Story = {
  render: inCard({ flow: fakeTwoFactor(), snapshot: twoFactorIn('onFailed', { status: statusOn, form: 'disable', error: wrongCode }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This code is not right/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: inCard({ flow: fakeTwoFactor(), snapshot: twoFactorIn('loadFailed', { status: null, error: { kind: 'network', message: 'Network Error' } }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const CompanyRule: Story = {
  render: () => (
    <Card size="4" style={{ maxWidth: 620 }}>
      <CompanySecuritySetting flow={fakeCompanySecurity()} />
    </Card>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /require two-factor sign-in/i }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Two-factor sign-in is now required')).toBeInTheDocument();
  },
};

export const CompanyRuleSaveFailed: Story = {
  render: () => (
    <Card size="4" style={{ maxWidth: 620 }}>
      <CompanySecuritySetting
        flow={fakeCompanySecurity()}
        snapshot={companySecurityIn('saveFailed', {
          draft: { require_two_factor: true },
          saveError: {
            kind: 'http',
            status: 403,
            message: 'You do not have permission to perform this action.',
            detail: 'You do not have permission to perform this action.',
          },
        })}
      />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

// Another admin changed the rule since this page read it (412): who and when, and Reload.
export const CompanyRuleStale: Story = {
  render: () => (
    <Card size="4" style={{ maxWidth: 620 }}>
      <CompanySecuritySetting
        flow={fakeCompanySecurity()}
        snapshot={companySecurityIn('stale', {
          settings: { require_two_factor: false },
          draft: { require_two_factor: true },
          saveError: staleFailure('Hana Admin', new Date().toISOString()),
        })}
      />
    </Card>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Hana Admin changed this at .+\. Your changes were not saved\./);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(await canvas.findByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RequiredBeforeAnythingElse: Story = {
  render: () => <TwoFactorRequiredPage twoFactor={{ flow: fakeTwoFactor({ status: { enabled: false, required: true, recovery_codes_left: 0 } }) }} />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(await canvas.findByText('Required by your company')).toBeVisible();
  },
};
