import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resetCompletionMachine } from '../../../../machines/flows';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { fakeFlow, flowState } from '../../../testing/app-fakes.fixtures';
import { PasswordResetPage } from './password-reset-page';

const token = 'Zm9vYmFyYmF6cXV4cXV1eA';
const input = { token, password: 'password123' };

const meta = {
  title: 'Auth/Password reset',
  component: PasswordResetPage,
  parameters: { route: { path: '/authentication/password-reset/:token', url: `/authentication/password-reset/${token}` } },
} satisfies Meta<typeof PasswordResetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Machines and snapshots are not serialisable args: each story renders the page with its own.
const defaults = { flow: fakeFlow(resetCompletionMachine, async () => ({})) };
const show =
  (props: ComponentProps<typeof PasswordResetPage> = {}) =>
  () => <PasswordResetPage {...defaults} {...props} />;

export const Idle: Story = { render: show() };

export const SetsPassword: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^new password/i), 'blue harbour lantern');
    await userEvent.click(canvas.getByRole('button', { name: 'Set my password' }));
    await expect(await canvas.findByText('Your new password is set')).toBeVisible();
  },
};

/** The rule under the field, and its message when broken, read as plain sentences. */
export const TooShort: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Use at least 8 characters. Common passwords are refused.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^new password/i), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set my password' }));
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeVisible();
  },
};

export const CommonPasswordRefused: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^new password/i), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Set my password' }));
    await expect(await canvas.findByText('This password is too common. Choose another.')).toBeVisible();
  },
};

export const Busy: Story = {
  render: show({ flow: fakeFlow(resetCompletionMachine), snapshot: flowState(resetCompletionMachine, 'requesting', { input }) }),
};

export const FailedWithFieldErrors: Story = {
  render: show({ snapshot: flowState(resetCompletionMachine, 'failure', { input, error: fieldFailure({ password: ['This password is too common.'] }) }) }),
};

export const LinkExpired: Story = {
  render: show({ snapshot: flowState(resetCompletionMachine, 'failure', { input, error: detailFailure(404, 'This link is invalid or has expired.') }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  },
};

export const Done: Story = {
  render: show({ snapshot: flowState(resetCompletionMachine, 'success', { input }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};
