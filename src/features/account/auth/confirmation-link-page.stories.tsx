import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emailConfirmationMachine, verificationLinkMachine } from '../../../../machines/flows';
import { detailFailure } from '../../../../machines/failure';
import { fakeFlow, flowState } from '../../../testing/app-fakes.fixtures';
import { ConfirmationLinkPage } from './confirmation-link-page';

const token = 'c29tZS1jb25maXJtYXRpb24tdG9rZW4';

const meta = {
  title: 'Auth/Email confirmation',
  component: ConfirmationLinkPage,
  parameters: { route: { path: '/authentication/confirmation-link/:token', url: `/authentication/confirmation-link/${token}` } },
} satisfies Meta<typeof ConfirmationLinkPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Machines and snapshots are not serialisable args: each story renders the page with its own.
const defaults = { resend: { flow: fakeFlow(verificationLinkMachine, async () => ({})) } };
const show =
  (props: ComponentProps<typeof ConfirmationLinkPage> = {}) =>
  () => <ConfirmationLinkPage {...defaults} {...props} />;

export const ConfirmsOnArrival: Story = {
  render: show({ flow: fakeFlow(emailConfirmationMachine, async () => ({ already_confirmed: false })) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your email address is confirmed')).toBeVisible();
  },
};

/** A second visit to a used link, once the address is confirmed: no "invalid link", a way to sign in. */
export const AlreadyConfirmed: Story = {
  render: show({ flow: fakeFlow(emailConfirmationMachine, async () => ({ already_confirmed: true })) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your address is already confirmed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByText(/invalid/)).toBeNull();
  },
};

export const Confirming: Story = {
  render: show({ flow: fakeFlow(emailConfirmationMachine), snapshot: flowState(emailConfirmationMachine, 'requesting', { input: token }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Confirming your email address/)).toBeVisible();
  },
};

export const Confirmed: Story = {
  render: show({ flow: fakeFlow(emailConfirmationMachine), snapshot: flowState(emailConfirmationMachine, 'success', { input: token }) }),
};

export const LinkExpired: Story = {
  render: show({
    flow: fakeFlow(emailConfirmationMachine),
    snapshot: flowState(emailConfirmationMachine, 'failure', { input: token, error: detailFailure(404, 'This link is invalid or has expired.') }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This link is invalid or has expired.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  },
};

export const NetworkErrorRetries: Story = {
  render: show({
    flow: fakeFlow(emailConfirmationMachine, async () => ({})),
    snapshot: flowState(emailConfirmationMachine, 'failure', { input: token, error: { kind: 'network', message: 'Network Error' } }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Your email address is confirmed')).toBeVisible();
  },
};
