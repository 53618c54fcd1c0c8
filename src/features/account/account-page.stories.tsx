import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answerRetentionMachine } from '../../../machines/answer-retention.machine';
import { companyDeletionMachine } from '../../../machines/company-deletion.machine';
import { companyLanguageMachine } from '../../../machines/company-language.machine';
import { changePasswordMachine, profileUpdateMachine } from '../../../machines/flows';
import { fromPromise } from 'xstate';
import { fieldFailure } from '../../../machines/failure';
import { signedInSessionsMachine, type SignedInSessionsContext } from '../../../machines/signed-in-sessions.machine';
import { DEFAULT_LANGUAGE } from '../../../schemas/language';
import type { AnswerRetention } from '../../../schemas/company-lifecycle';
import type { SignedInSession } from '../../../schemas/session';
import { adminUser, fakeFlow, flowState, never, session } from '../../testing/app-fakes.fixtures';
import { AccountPage } from './account-page';
import { fakeCompanySecurity, fakeTwoFactor } from './two-factor.fixtures';

const meta = {
  title: 'Account/Account page',
  component: AccountPage,
  parameters: { route: { path: '/portrayal/account' }, layout: 'padded' },
} satisfies Meta<typeof AccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
// Built when a list is asked for, so "42 minutes ago" holds however long the run has taken.
const signedIn = (): SignedInSession[] => [
  { id: 'here', browser: 'Chrome on macOS', ip: '198.51.100.4', created_at: minutesAgo(300), last_seen_at: minutesAgo(0), current: true },
  { id: 'phone', browser: 'Safari on iOS', ip: '192.0.2.9', created_at: minutesAgo(600), last_seen_at: minutesAgo(42), current: false },
  { id: 'office', browser: 'Firefox on Windows', ip: '203.0.113.7', created_at: minutesAgo(2000), last_seen_at: minutesAgo(1500), current: false },
];
/** The sessions list with fake effects: `list` answers what is left after each sign-out. */
function fakeSessions(o: { list?: () => Promise<SignedInSession[]>; endOne?: () => Promise<void> } = {}) {
  let left = signedIn();
  return signedInSessionsMachine.provide({
    actors: {
      list: fromPromise(o.list ?? (async () => left)),
      endOne: fromPromise<void, string>(async ({ input }) => {
        await o.endOne?.();
        left = left.filter((s) => s.id !== input);
      }),
      endAll: fromPromise<void, void>(async () => {}),
    },
  });
}
const sessionsIn = (value: string, context: Partial<SignedInSessionsContext>) =>
  signedInSessionsMachine.resolveState({ value, context: { sessions: [], error: null, ending: null, ...context } });

const defaults = {
  twoFactor: { flow: fakeTwoFactor() },
  companySecurity: { flow: fakeCompanySecurity() },
  companyLanguage: {
    flow: companyLanguageMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => ({ default_language: DEFAULT_LANGUAGE })),
        saveSettings: fromPromise(async ({ input }) => input.settings),
      },
    }),
  },
  answerRetention: {
    flow: answerRetentionMachine.provide({
      actors: {
        loadSettings: fromPromise(async (): Promise<AnswerRetention> => ({ answer_retention_months: 24 })),
        saveSettings: fromPromise(async ({ input }) => input.settings),
      },
    }),
  },
  deleteCompany: { flow: fakeFlow(companyDeletionMachine) },
  profile: { flow: fakeFlow(profileUpdateMachine, async ({ changes }) => ({ ...adminUser, ...changes })) },
  password: {
    flow: fakeFlow(changePasswordMachine, async () => ({ status: 'success' as const, message: 'Your password has been changed.', token: 'new' })),
  },
};
// A list of its own per story: one story's sign-outs must not show in the next.
const show =
  (props: ComponentProps<typeof AccountPage> = {}) =>
  () => <AccountPage {...defaults} sessions={{ flow: fakeSessions() }} {...props} />;
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
      snapshot: flowState(profileUpdateMachine, 'failure', {
        input: profileInput,
        error: fieldFailure({ username: ['A user with that username already exists.'] }),
      }),
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
      snapshot: flowState(changePasswordMachine, 'failure', {
        input: passwordInput,
        error: fieldFailure({ old_password: ['Your current password is not correct.'] }),
      }),
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
    await userEvent.type(canvas.getByLabelText(/current password/i, { selector: '#root_old_password' }), 'old passphrase here');
    await userEvent.type(canvas.getByLabelText(/^new password/i), 'blue harbour lantern');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Your password has been changed.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/current password/i, { selector: '#root_old_password' })).toHaveValue('');
  },
};

export const SessionsLoading: Story = {
  render: show({ sessions: { flow: fakeSessions({ list: never }) } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
  },
};

export const SessionsListed: Story = {
  render: show(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Safari on iOS')).toBeVisible();
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.getByText('42 minutes ago')).toBeVisible();
  },
};

export const SignsOutOneSession: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Sign out Safari on iOS/ }));
    await expect(canvas.queryByText('Safari on iOS')).not.toBeInTheDocument();
    await expect(canvas.getByText('Firefox on Windows')).toBeVisible();
  },
};

export const SigningOutOneSession: Story = {
  render: show({ sessions: { flow: fakeSessions({ endOne: never }), snapshot: sessionsIn('endingOne', { sessions: signedIn(), ending: 'phone' }) } }),
};

export const SessionSignOutFailed: Story = {
  render: show({
    sessions: { flow: fakeSessions(), snapshot: sessionsIn('failed', { sessions: signedIn(), error: { kind: 'network', message: 'network error' } }) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const SessionsFailedToLoad: Story = {
  render: show({ sessions: { flow: fakeSessions(), snapshot: sessionsIn('loadFailed', { error: { kind: 'timeout', message: 'timeout exceeded' } }) } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We could not load your sessions.')).toBeVisible();
  },
};

export const AsksBeforeSigningOutEverywhere: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Safari on iOS');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(within(document.body).getByRole('alertdialog')).toBeVisible());
    await expect(within(document.body).getByText(/every browser/i)).toBeVisible();
  },
};
