import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emailConsentAnswerMachine, emailConsentProposalMachine } from '../../../../machines/email-consent.machine';
import { fieldFailure } from '../../../../machines/failure';
import { fakeFlow, flowState } from '../../../testing/app-fakes.fixtures';
import { EmailConsentPage } from './email-consent-page';

const token = 'c29tZS1jb25zZW50LXRva2VuLWZvci10b20';
const asked = { first_name: 'Tom', email: 'tom.becker@northwind.example', new_email: 'tom@becker.example' };
const agreed = { detail: 'We mailed a link to tom@becker.example. Your sign-in address changes when it is opened there; until then nothing changes.' };
const refused = { detail: 'You refused: your sign-in address stays as it is.' };

const meta = {
  title: 'Auth/Consent to a new sign-in address',
  component: EmailConsentPage,
  parameters: { route: { path: '/authentication/email-change-consent/:token', url: `/authentication/email-change-consent/${token}` } },
} satisfies Meta<typeof EmailConsentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const show =
  (props: ComponentProps<typeof EmailConsentPage> = {}) =>
  () => <EmailConsentPage {...props} />;
const loaded = { proposalFlow: fakeFlow(emailConsentProposalMachine, async () => asked) };

export const AsksOnArrival: Story = {
  render: show({ ...loaded, answerFlow: fakeFlow(emailConsentAnswerMachine, async ({ agree }) => (agree ? agreed : refused)) }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('tom@becker.example')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agree' }));
    await expect(await canvas.findByText('Now open the link at the new address')).toBeVisible();
  },
};

export const Refuses: Story = {
  render: show({ ...loaded, answerFlow: fakeFlow(emailConsentAnswerMachine, async () => refused) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Refuse' }));
    await expect(await canvas.findByText('Your sign-in address stays as it is')).toBeVisible();
  },
};

export const Loading: Story = {
  render: show({
    proposalFlow: fakeFlow(emailConsentProposalMachine),
    proposalSnapshot: flowState(emailConsentProposalMachine, 'requesting', { input: token }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Looking up the request/)).toBeVisible();
  },
};

export const Agreed: Story = {
  render: show({
    ...loaded,
    answerFlow: fakeFlow(emailConsentAnswerMachine),
    answerSnapshot: flowState(emailConsentAnswerMachine, 'success', { input: { token, agree: true }, output: agreed }),
  }),
};

export const LinkUsedOrExpired: Story = {
  render: show({
    proposalFlow: fakeFlow(emailConsentProposalMachine),
    proposalSnapshot: flowState(emailConsentProposalMachine, 'failure', {
      input: token,
      error: fieldFailure({
        non_field_errors: [
          'This link is invalid or has expired, or it was already answered or replaced by a newer request. The sign-in address was not changed.',
        ],
      }),
    }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/already answered or replaced/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};
