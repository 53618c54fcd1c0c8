import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { adminUser, never, session } from '../../testing/app-fakes.fixtures';
import { SsoSettingsPage } from './sso-settings-page';
import { fakeSsoSettings, savedSettings } from './sso.fixtures';

const meta = {
  title: 'SSO/Settings',
  component: SsoSettingsPage,
  parameters: { route: { path: '/portrayal/admin/single-sign-on' }, session: session('authenticated', { user: adminUser }) },
} satisfies Meta<typeof SsoSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <SsoSettingsPage flow={fakeSsoSettings(() => never())} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading single sign-on…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => <SsoSettingsPage flow={fakeSsoSettings(async () => Promise.reject(new Error('Network Error')))} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /retry/i })).toBeVisible();
  },
};

/** Set up: the secret's field is empty (write-only), the redirect URI to register is shown. */
export const Saved: Story = {
  render: () => <SsoSettingsPage flow={fakeSsoSettings()} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/Issuer/)).toHaveValue(savedSettings.issuer);
    await expect(canvas.getByLabelText(/Client secret/)).toHaveValue('');
    await expect(canvas.getByText(/\/authentication\/sso\/callback/)).toBeVisible();
  },
};

/** The provider's discovery document could not be read: refused at the issuer's field, nothing saved. */
export const IssuerRefused: Story = {
  render: () => (
    <SsoSettingsPage
      flow={fakeSsoSettings(undefined, async () =>
        Promise.reject(fieldFailure({ issuer: ['The provider’s discovery document could not be read at this address (fetch failed).'] })),
      )}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save single sign-on' }));
    await expect(await canvas.findByText(/discovery document could not be read/)).toBeVisible();
  },
};
