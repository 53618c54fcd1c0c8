import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { MyCoachingLists } from '../../../machines/coaching-list.machine';
import { employeeUser, session } from '../../testing/app-fakes.fixtures';
import { fakeMyCoaching, type FakeRead } from './coaching-fakes.fixtures';
import { anaWithJonas, benAsCoachee, endedEngagement, pendingRequest } from './coaching.fixtures';
import { MyCoachingPage } from './my-coaching-page';

/** My coaching: loading, nothing yet, the coachee's engagements, and an internal coach's coachees beside them. */
const meta = {
  title: 'Coaching/My coaching',
  parameters: {
    route: { path: '/portrayal/coaching/my', url: '/portrayal/coaching/my' },
    layout: 'padded',
    session: session('authenticated', { user: employeeUser }),
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Page({ read }: { read: FakeRead<MyCoachingLists> }) {
  const [machine] = useState(() => fakeMyCoaching(read));
  return <MyCoachingPage flows={{ machine }} />;
}

export const Loading: Story = {
  render: () => <Page read="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your coaching…');
  },
};

export const Empty: Story = {
  render: () => <Page read={{ mine: [], coachees: [] }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No coaching yet' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'My coachees' })).toBeNull();
  },
};

export const Engagements: Story = {
  render: () => <Page read={{ mine: [anaWithJonas, pendingRequest, endedEngagement], coachees: [] }} />,
  play: async ({ canvas }) => {
    // Two engagements with Jonas: the active one and an ended one (the request awaiting approval is with another coach).
    await expect(await canvas.findAllByRole('link', { name: 'Coaching with Jonas Weber' })).toHaveLength(2);
    await expect(canvas.getAllByText('Awaiting HR approval').some((el) => el.checkVisibility())).toBe(true);
  },
};

export const WithCoachees: Story = {
  render: () => <Page read={{ mine: [anaWithJonas], coachees: [benAsCoachee] }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'My coachees' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Coaching Ben Li' })).toHaveAttribute('href', '/portrayal/coaching/engagements/51');
  },
};
