import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { verificationLinkMachine } from '../../../../machines/flows';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { fakeFlow, flowState, session } from '../../../testing/app-fakes.fixtures';
import { LoginPage } from './login-page';

const meta = {
  title: 'Auth/Sign in',
  component: LoginPage,
  parameters: { route: { path: '/authentication/login' }, session: session('idle') },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Machines and snapshots are not serialisable args: each story renders the page with its own.
const show =
  (props: ComponentProps<typeof LoginPage> = {}) =>
  () => <LoginPage {...props} />;

export const Idle: Story = {
  render: show(),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/email/i)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /forgot your password/i })).toBeVisible();
  },
};

/** The first page anyone sees, in German: the words come from locales/de/account.json. */
export const IdleInGerman: Story = {
  parameters: { language: 'de' },
  render: show(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anmelden' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Unternehmen registrieren' })).toBeVisible();
  },
};

export const SignsIn: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/email/i), 'priya.raman@northwind.example');
    await userEvent.type(canvas.getByLabelText(/^password/i), 'a long passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/portrayal/dashboard');
  },
};

export const ClientValidation: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/email/i), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText('This field is required.')).toBeVisible();
  },
};

export const Busy: Story = {
  render: show(),
  parameters: { session: session('authenticating') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /sign in/i })).toBeDisabled();
  },
};

export const FailedWithFieldErrors: Story = {
  render: show(),
  parameters: { session: session('failed', { error: fieldFailure({ email: ['Enter a valid email address.'] }) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
  },
};

export const FailedWithNonFieldError: Story = {
  render: show(),
  parameters: {
    session: session('failed', { error: fieldFailure({ non_field_errors: ['Unable to log in with provided credentials.'] }) }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to log in with provided credentials.');
  },
};

export const Throttled: Story = {
  render: show(),
  parameters: { session: session('failed', { error: detailFailure(429, 'Too many failed attempts. Try again in 15 minutes.') }) },
};

export const NetworkError: Story = {
  render: show(),
  parameters: { session: session('failed', { error: { kind: 'network', message: 'Network Error' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Network Error/);
  },
};

const unverified = session('failed', { error: detailFailure(403, 'Confirm your email address first.', 'email_not_verified') });

export const EmailNotConfirmed: Story = {
  render: show({ email: 'priya.raman@northwind.example', resend: { flow: fakeFlow(verificationLinkMachine, async () => ({})) } }),
  parameters: { session: unverified },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }));
    await expect(await canvas.findByText(/We sent a new confirmation link/)).toBeVisible();
  },
};

export const EmailNotConfirmedResendFailed: Story = {
  render: show({
    email: 'priya.raman@northwind.example',
    resend: {
      flow: fakeFlow(verificationLinkMachine),
      snapshot: flowState(verificationLinkMachine, 'failure', { error: detailFailure(429, 'Too many requests. Try again in a minute.') }),
    },
  }),
  parameters: { session: unverified },
};
