import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { session } from '../../testing/app-fakes.fixtures';
import { SsoCallbackPage } from './sso-callback-page';
import { SsoSignInPage } from './sso-sign-in-page';
import { fakeSsoSignIn, refusal } from './sso.fixtures';

const meta = {
  title: 'SSO/Sign in',
  component: SsoSignInPage,
  parameters: { route: { path: '/authentication/sso' }, session: session('idle') },
} satisfies Meta<typeof SsoSignInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  render: () => <SsoSignInPage flow={fakeSsoSignIn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in with your company’s SSO' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in with a password instead' })).toBeVisible();
  },
};

/** Leaving for the provider: the button stays busy so the address cannot be sent twice. */
export const Redirecting: Story = {
  render: () => <SsoSignInPage flow={fakeSsoSignIn(async () => ({ redirect_url: 'https://idp.example.com/authorize' }))} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/work email/i), 'ada@northwind.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Opening your company’s sign-in page');
  },
};

export const UnknownCompany: Story = {
  render: () => <SsoSignInPage flow={fakeSsoSignIn(async () => Promise.reject(refusal('unknown_company')))} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/work email/i), 'ada@nowhere.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No company signs in with single sign-on at this address');
  },
};

/** The same refusal in German: the words come from locales/de/sso.json, not the server's English. */
export const UnknownCompanyInGerman: Story = {
  parameters: { language: 'de' },
  render: () => <SsoSignInPage flow={fakeSsoSignIn(async () => Promise.reject(refusal('unknown_company')))} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/E-Mail/i, {}, { timeout: 8000 }), 'ada@nowhere.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unter dieser Adresse meldet sich kein Unternehmen');
  },
};

export const CallbackChecking: Story = {
  parameters: { route: { path: '/authentication/sso/callback' } },
  render: () => <SsoCallbackPage flow={fakeSsoSignIn()} search="?code=c&state=s" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking the answer of your company’s sign-in');
  },
};

export const CallbackRefused: Story = {
  parameters: { route: { path: '/authentication/sso/callback' } },
  render: () => <SsoCallbackPage flow={fakeSsoSignIn(undefined, async () => Promise.reject(refusal('email_unverified')))} search="?code=c&state=s" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('has not verified your email address');
    await expect(canvas.getByRole('link', { name: 'Start again' })).toBeVisible();
  },
};
