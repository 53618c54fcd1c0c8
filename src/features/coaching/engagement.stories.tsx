import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { EngagementChange } from '../../../machines/coaching-engagement.machine';
import { fieldFailure, type Failure } from '../../../machines/failure';
import type { Engagement } from '../../../schemas/coaching';
import { employeeUser, session } from '../../testing/app-fakes.fixtures';
import { engagementRoute, fakeEngagement, noDownloads, offline, type FakeRead } from './coaching-fakes.fixtures';
import { anasEngagement, anasNewEngagement, anasWithdrawnEngagement, martasView } from './coaching.fixtures';
import { EngagementPage } from './engagement-page';

/** The signed-in engagement page: the coachee's (consent, sessions, notes, plan) and an internal coach's (the shared report). */
const meta = {
  title: 'Coaching/Engagement',
  parameters: { ...engagementRoute(41), session: session('authenticated', { user: employeeUser }) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Page({ read, refuse }: { read: FakeRead<Engagement>; refuse?: (change: EngagementChange) => Failure | undefined }) {
  const [machine] = useState(() => fakeEngagement(read, { refuse }));
  return <EngagementPage flows={{ machine, download: noDownloads }} />;
}

export const Loading: Story = {
  render: () => <Page read="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Opening the coaching…');
  },
};

export const Coachee: Story = {
  render: () => <Page read={anasEngagement} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Coaching with Jonas Weber' })).toBeVisible();
    await expect(canvas.getByText('Now: Only my development plan.')).toBeVisible();
    await expect(canvas.getByText('Only you and your coach see these notes: not HR, not your manager.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the conversation guide' })).toHaveAttribute('href', '/portrayal/coaching/engagements/41/guide');
  },
};

export const SessionsList: Story = {
  render: () => <Page read={anasEngagement} />,
  play: async ({ canvas, userEvent }) => {
    const sessions = within(await canvas.findByRole('list', { name: 'Sessions' }));
    await expect(sessions.getAllByRole('listitem')).toHaveLength(3);
    await expect(sessions.getByText('Cancelled')).toBeVisible();
    await userEvent.click(sessions.getAllByRole('button', { name: 'Cancel session' })[0]!);
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel session' }));
    await expect(await sessions.findAllByText('Cancelled')).toHaveLength(2);
  },
};

export const ScheduleFirstSession: Story = {
  render: () => <Page read={anasNewEngagement} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Starts at/), '2026-12-01T09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule session' }));
    await expect(await canvas.findByRole('list', { name: 'Sessions' })).toBeVisible();
  },
};

export const ScheduleValidationError: Story = {
  render: () => (
    <Page read={anasNewEngagement} refuse={(c) => (c.kind === 'schedule' ? fieldFailure({ starts_at: ['Choose a time in the future.'] }) : undefined)} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Schedule session' }));
    await expect((await canvas.findAllByText(/Starts at/))[0]).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Sessions' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Starts at/), '2020-01-01T09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule session' }));
    await expect((await canvas.findAllByText(/Choose a time in the future\./))[0]).toBeVisible();
  },
};

export const WithdrawConsentConfirm: Story = {
  render: () => <Page read={anasEngagement} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw consent' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Withdraw consent?' }));
    await waitFor(() => expect(dialog.getByText(/Jonas Weber will no longer see your report/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw consent' }));
    await expect(await canvas.findByText('Now: Nothing (consent withdrawn).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share again' })).toBeVisible();
  },
};

export const ConsentWithdrawn: Story = {
  render: () => <Page read={anasWithdrawnEngagement} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You withdrew your consent: Jonas Weber sees nothing/)).toBeVisible();
  },
};

export const CoachWithSharedReport: Story = {
  render: () => <Page read={martasView} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Coaching Ben Li' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shared report' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Blind spots' })).getByText('Giving feedback')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw consent' })).toBeNull();
  },
};

export const OfflineThenRetry: Story = {
  render: () => <Page read={{ failOnceWith: offline, then: anasEngagement }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'Coaching with Jonas Weber' })).toBeVisible();
  },
};

export const OnAPhone: Story = { ...Coachee, globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The coachee's engagement in German. Last in the file, so the switch to German cannot leak into a story after it. */
export const German: Story = {
  render: () => <Page read={anasEngagement} />,
  parameters: { language: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Coaching mit Jonas Weber' })).toBeVisible();
    await expect(canvas.getByText('Aktuell: Nur mein Entwicklungsplan.')).toBeVisible();
  },
};
