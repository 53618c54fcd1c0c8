import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { changePasswordMachine, profileUpdateMachine } from '../../../machines/flows';
import { fieldFailure } from '../../../machines/failure';
import { adminUser, fakeFlow, flowState, session } from '../../testing/app-fakes.fixtures';
import { AccountPage } from './account-page';

const meta = {
  title: 'Account/Account page',
  component: AccountPage,
  parameters: { route: { path: '/portrayal/account' }, layout: 'padded' },
} satisfies Meta<typeof AccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaults = {
  profile: { flow: fakeFlow(profileUpdateMachine, async ({ changes }) => ({ ...adminUser, ...changes })) },
  password: {
    flow: fakeFlow(changePasswordMachine, async () => ({ status: 'success' as const, message: 'Your password has been changed.', token: 'new' })),
  },
};
const show = (props: ComponentProps<typeof AccountPage> = {}) => () => <AccountPage {...defaults} {...props} />;
const profileInput = { id: 1, changes: { first_name: 'Priya', last_name: 'Raman', username: 'priya' } };
const passwordInput = { old_password: 'wrong', new_password: 'blue harbour lantern' };

export const Idle: Story = {
  render: show(),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/first name/i)).toHaveValue('Priya');
  },
};

export const PendingAddressChange: Story = {
  render: show(),
  parameters: { session: session('authenticated', { user: { ...adminUser, pending_email: 'priya@northwind-mail.example' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your sign-in address is being changed to priya@northwind-mail.example.')).toBeVisible();
    await expect(canvas.getByText(/Until then, sign in with priya\.raman@northwind\.example/)).toBeVisible();
  },
};

export const SavesProfile: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByLabelText(/first name/i);
    await userEvent.clear(first);
    await userEvent.type(first, 'Priyanka');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Profile saved')).toBeInTheDocument();
  },
};

export const ProfileBusy: Story = {
  render: show({ profile: { flow: fakeFlow(profileUpdateMachine), snapshot: flowState(profileUpdateMachine, 'requesting', { input: profileInput }) } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /save profile/i })).toBeDisabled();
  },
};

export const ProfileFailedWithFieldErrors: Story = {
  render: show({
    profile: {
      flow: fakeFlow(profileUpdateMachine),
      snapshot: flowState(profileUpdateMachine, 'failure', { input: profileInput, error: fieldFailure({ username: ['A user with that username already exists.'] }) }),
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A user with that username already exists.')).toBeVisible();
  },
};

export const PasswordBusy: Story = {
  render: show({ password: { flow: fakeFlow(changePasswordMachine), snapshot: flowState(changePasswordMachine, 'requesting', { input: passwordInput }) } }),
};

export const PasswordFailedWithFieldErrors: Story = {
  render: show({
    password: {
      flow: fakeFlow(changePasswordMachine),
      snapshot: flowState(changePasswordMachine, 'failure', { input: passwordInput, error: fieldFailure({ old_password: ['Your current password is not correct.'] }) }),
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your current password is not correct.')).toBeVisible();
  },
};

export const PasswordFailedWithNonFieldError: Story = {
  render: show({
    password: {
      flow: fakeFlow(changePasswordMachine),
      snapshot: flowState(changePasswordMachine, 'failure', { input: passwordInput, error: { kind: 'timeout', message: 'timeout exceeded' } }),
    },
  }),
};

export const ChangesPassword: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/current password/i), 'old passphrase here');
    await userEvent.type(canvas.getByLabelText(/^new password/i), 'blue harbour lantern');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Your password has been changed.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/current password/i)).toHaveValue('');
  },
};
