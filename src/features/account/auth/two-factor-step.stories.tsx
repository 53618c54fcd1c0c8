import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { session } from '../../../testing/app-fakes.fixtures';
import { LoginPage } from './login-page';

/** The sign-in page's second step, with two-factor sign-in on: the password gave a challenge. */
const meta = {
  title: 'Auth/Sign in: two-factor code',
  component: LoginPage,
  parameters: { route: { path: '/authentication/login' }, session: session('awaitingCode', { challenge: 'story-challenge' }) },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForTheCode: Story = {
  render: () => <LoginPage />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^code/i), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/portrayal/dashboard');
  },
};

export const Verifying: Story = {
  render: () => <LoginPage />,
  parameters: { session: session('verifyingCode', { challenge: 'story-challenge' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /verify/i })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  render: () => <LoginPage />,
  parameters: {
    session: session('codeFailed', {
      challenge: 'story-challenge',
      error: fieldFailure({ code: ['This code is not right, or was used already. Enter the newest code from your app, or a recovery code.'] }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This code is not right/)).toBeVisible();
  },
};

export const ChallengeExpired: Story = {
  render: () => <LoginPage />,
  parameters: {
    session: session('codeFailed', {
      challenge: 'story-challenge',
      error: fieldFailure({ non_field_errors: ['This sign-in has expired. Enter your email and password again.'] }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This sign-in has expired');
  },
};

export const Throttled: Story = {
  render: () => <LoginPage />,
  parameters: { session: session('codeFailed', { challenge: 'story-challenge', error: detailFailure(429, 'Too many attempts. Try again in 15 minutes.') }) },
};
