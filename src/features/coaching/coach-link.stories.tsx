import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { CoachHome, Engagement } from '../../../schemas/coaching';
import { CoachLinkEngagementPage } from './coach-link-engagement-page';
import { CoachLinkPage } from './coach-link-page';
import { coachEngagementRoute, consentWithdrawn, fakeCoachLink, fakeEngagement, linkInvalid, noDownloads, type FakeRead } from './coaching-fakes.fixtures';
import { COACH_TOKEN, jonasHome, jonasView } from './coaching.fixtures';

/** An outside coach's personal link: their coachees, an engagement, closed by a withdrawal, a link that no longer works. */
const meta = {
  title: 'Coaching/Outside coach link',
  parameters: { route: { path: '/coach/:token', url: `/coach/${COACH_TOKEN}` }, layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Home({ read }: { read: FakeRead<CoachHome> }) {
  const [machine] = useState(() => fakeCoachLink(read));
  return <CoachLinkPage flows={{ machine }} />;
}
function EngagementAt({ read }: { read: FakeRead<Engagement> }) {
  const [machine] = useState(() => fakeEngagement(read));
  return <CoachLinkEngagementPage flows={{ machine, download: noDownloads }} />;
}

export const Coachees: Story = {
  render: () => <Home read={jonasHome} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Coaching Ana Moreno' })).toHaveAttribute('href', `/coach/${COACH_TOKEN}/engagements/41`);
    await expect(canvas.getByText('Consent withdrawn')).toBeVisible();
  },
};

export const LinkInvalid: Story = {
  render: () => <Home read={{ fail: linkInvalid }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link is no longer valid.');
  },
};

export const EngagementByLink: Story = {
  parameters: coachEngagementRoute(41),
  render: () => <EngagementAt read={jonasView} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Coaching Ana Moreno' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Shared report' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Starts at/), '2026-12-08T09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule session' }));
    // The toast lives outside the story's canvas.
    await waitFor(
      () =>
        expect(
          within(document.body)
            .getAllByText(/Session scheduled/)
            .some((el) => el.checkVisibility()),
        ).toBe(true),
      { timeout: 3000 },
    );
  },
};

export const ClosedByWithdrawal: Story = {
  parameters: coachEngagementRoute(52),
  render: () => <EngagementAt read={{ fail: consentWithdrawn }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sofia Alvarez has withdrawn their consent. You no longer see their material.');
    await expect(canvas.queryByRole('heading', { name: 'Sessions' })).toBeNull();
  },
};

export const EngagementLinkInvalid: Story = {
  parameters: coachEngagementRoute(41),
  render: () => <EngagementAt read={{ fail: linkInvalid }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link is no longer valid.');
  },
};

export const OnAPhone: Story = { ...EngagementByLink, play: undefined, globals: { viewport: { value: 'mobile1', isRotated: false } } };
