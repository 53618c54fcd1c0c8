import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resetRequestMachine } from '../../../../machines/flows';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { fakeFlow, flowState } from '../../../testing/app-fakes.fixtures';
import { ForgotPasswordPage } from './forgot-password-page';

const email = 'priya.raman@northwind.example';

const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordPage,
  parameters: { route: { path: '/authentication/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Machines and snapshots are not serialisable args: each story renders the page with its own.
const defaults = { flow: fakeFlow(resetRequestMachine, async () => ({ status: 'OK' })) };
const show =
  (props: ComponentProps<typeof ForgotPasswordPage> = {}) =>
  () => <ForgotPasswordPage {...defaults} {...props} />;

export const Idle: Story = { render: show() };

export const Sends: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/email/i), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText(/If an account exists for/)).toBeVisible();
  },
};

export const Busy: Story = {
  render: show({ flow: fakeFlow(resetRequestMachine), snapshot: flowState(resetRequestMachine, 'requesting', { input: { email } }) }),
};

export const FailedWithFieldErrors: Story = {
  render: show({
    snapshot: flowState(resetRequestMachine, 'failure', { input: { email: 'priya@' }, error: fieldFailure({ email: ['Enter a valid email address.'] }) }),
  }),
};

export const FailedWithNonFieldError: Story = {
  render: show({
    snapshot: flowState(resetRequestMachine, 'failure', { input: { email }, error: detailFailure(429, 'Too many requests. Try again in a minute.') }),
  }),
};

export const NetworkError: Story = {
  render: show({ snapshot: flowState(resetRequestMachine, 'failure', { input: { email }, error: { kind: 'network', message: 'Network Error' } }) }),
};

export const Sent: Story = {
  render: show({ snapshot: flowState(resetRequestMachine, 'success', { input: { email } }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/a link to reset the password is on its way/)).toBeVisible();
  },
};
