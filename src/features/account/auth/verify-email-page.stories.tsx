import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { verificationLinkMachine } from '../../../../machines/flows';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { fakeFlow, flowState } from '../../../testing/app-fakes.fixtures';
import { VerifyEmailPage } from './verify-email-page';

const email = 'priya.raman@northwind.example';

const meta = {
  title: 'Auth/Verify email',
  component: VerifyEmailPage,
  parameters: { route: { path: '/verify-email', state: { email } } },
} satisfies Meta<typeof VerifyEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Machines and snapshots are not serialisable args: each story renders the page with its own.
const defaults = { flow: fakeFlow(verificationLinkMachine, async () => ({})) };
const show =
  (props: ComponentProps<typeof VerifyEmailPage> = {}) =>
  () => <VerifyEmailPage {...defaults} {...props} />;

export const Idle: Story = {
  render: show(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(email)).toBeVisible();
    await expect(canvas.getByLabelText(/email/i)).toHaveValue(email);
  },
};

export const WithoutAddress: Story = { render: show(), parameters: { route: { path: '/verify-email' } } };

export const Resends: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }));
    await expect(await canvas.findByRole('button', { name: 'Send another link' })).toBeVisible();
  },
};

export const Busy: Story = {
  render: show({ flow: fakeFlow(verificationLinkMachine), snapshot: flowState(verificationLinkMachine, 'requesting', { input: { email } }) }),
};

export const FailedWithFieldErrors: Story = {
  render: show({
    snapshot: flowState(verificationLinkMachine, 'failure', { input: { email }, error: fieldFailure({ email: ['Enter a valid email address.'] }) }),
  }),
};

export const FailedWithNonFieldError: Story = {
  render: show({
    snapshot: flowState(verificationLinkMachine, 'failure', { input: { email }, error: detailFailure(429, 'Too many requests. Try again in a minute.') }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests');
  },
};
