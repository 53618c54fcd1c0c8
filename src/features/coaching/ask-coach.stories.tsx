import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CoachProposals } from '../../../schemas/coaching';
import { employeeUser, session } from '../../testing/app-fakes.fixtures';
import { AskCoachPage } from './ask-coach-page';
import { fakeAsk, offline, type FakeRead } from './coaching-fakes.fixtures';
import { anaProposals, anaWithJonas, approvalProposals, noCoachProposals, openEngagementProposals, pendingRequest } from './coaching.fixtures';

/** A ratee asking for a coach from their released report: loading, proposals, no match, one open already, sent, awaiting HR. */
const meta = {
  title: 'Coaching/Ask for a coach',
  parameters: {
    route: { path: '/portrayal/coaching/ask/:survey', url: '/portrayal/coaching/ask/3' },
    layout: 'padded',
    session: session('authenticated', { user: employeeUser }),
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Page({ read, pending = false }: { read: FakeRead<CoachProposals>; pending?: boolean }) {
  const [machine] = useState(() => fakeAsk(read, (r) => ({ ...(pending ? pendingRequest : anaWithJonas), coach: { ...anaWithJonas.coach, id: r.coach } })));
  return <AskCoachPage flows={{ machine }} />;
}

export const Loading: Story = {
  render: () => <Page read="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Finding coaches…');
  },
};

export const Proposals: Story = {
  render: () => <Page read={anaProposals} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Choose a coach' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Delegation' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Only my development plan' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Jonas Weber/ })).toBeVisible();
    await expect(canvas.getByText('Covers: Delegation, Planning and prioritising')).toBeVisible();
  },
};

export const ChooseAndSend: Story = {
  render: () => <Page read={anaProposals} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for coaching' }));
    await expect(canvas.getByText('Choose a coach.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Jonas Weber/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Only my development plan' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for coaching' }));
    await expect(await canvas.findByRole('heading', { name: 'Coaching requested' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your coaching' })).toHaveAttribute('href', '/portrayal/coaching/engagements/41');
  },
};

export const PendingApprovalSent: Story = {
  render: () => <Page read={approvalProposals} pending />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your company’s HR approves each request before coaching starts.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Marta Keller/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for coaching' }));
    await expect(await canvas.findByRole('heading', { name: 'Awaiting HR approval' })).toBeVisible();
  },
};

export const NoCoachMatches: Story = {
  render: () => <Page read={noCoachProposals} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No coach matches yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask for coaching' })).toBeDisabled();
  },
};

export const OpenEngagementExists: Story = {
  render: () => <Page read={openEngagementProposals} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You already have coaching for this report/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your coaching' })).toHaveAttribute('href', '/portrayal/coaching/engagements/41');
  },
};

export const OfflineThenRetry: Story = {
  render: () => <Page read={{ failOnceWith: offline, then: anaProposals }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The coaches could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'Choose a coach' })).toBeVisible();
  },
};

export const OnAPhone: Story = { ...Proposals, globals: { viewport: { value: 'mobile1', isRotated: false } } };
