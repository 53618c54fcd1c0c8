import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { bounced, failuresFlow, retrying } from './survey-mail-failures-fakes.fixtures';
import { SurveyMailFailures } from './survey-mail-failures';

/** On a survey's page, under its summary: its mails the mail server refused, retried or given up. */
const meta = { title: 'Survey/Mail failures', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Retrying: Story = {
  render: () => <SurveyMailFailures surveyId={1} flow={failuresFlow([retrying])} />,
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Mails not delivered' });
    await expect(panel).toHaveTextContent('1 mail of this survey is waiting to be delivered');
    await expect(panel).toHaveTextContent('priya.raman@northwind-demo.com');
    await expect(panel).toHaveTextContent(/Retrying · next try/);
    await expect(panel).toHaveTextContent('3 attempts');
  },
};

export const SomeNotDelivered: Story = {
  render: () => <SurveyMailFailures surveyId={1} flow={failuresFlow([retrying, bounced])} />,
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Mails not delivered' });
    await expect(panel).toHaveTextContent('2 mails of this survey have not been delivered');
    await expect(panel).toHaveTextContent(/Not delivered · gave up/);
    await expect(panel).toHaveTextContent('User unknown in virtual mailbox table');
    await expect(panel).toHaveTextContent('Reminder: Leadership 360 · Q4 · 7 attempts');
  },
};

/** Nothing refused: no panel at all. */
export const NoneFailed: Story = {
  render: () => <SurveyMailFailures surveyId={1} flow={failuresFlow([])} />,
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Mails not delivered' })).toBeNull());
  },
};

/** The list could not be loaded: the survey page shows no panel rather than an alarm. */
export const LoadFailed: Story = {
  render: () => <SurveyMailFailures surveyId={1} flow={failuresFlow('refused')} />,
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('region', { name: 'Mails not delivered' })).toBeNull();
  },
};
