import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fromPromise } from 'xstate';
import { teamOverviewMachine } from '../../../../machines/team-overview.machine';
import type { TeamOverview } from '../../../../schemas/team';
import { WithPlan } from '../development-plan/plan-fakes.fixtures';
import { action, ana, lead } from '../development-plan/plan.fixtures';
import { offline } from '../report/report-fakes.fixtures';
import { employeeUser, never, session } from '../../../testing/app-fakes.fixtures';
import { MyTeamPage } from './my-team-page';

/** A manager's My team: loading, failed then retried, nobody reporting (a coach), a team with progress and a released report. */
const team: TeamOverview = {
  members: [
    { id: 7, name: 'Ana Silva', designation: 'Engineer' },
    { id: 8, name: 'Ben Okoro', designation: null },
  ],
  skip_level: [
    { id: 11, name: 'Chen Wei', designation: 'Engineer', manager: { id: 7, name: 'Ana Silva' } },
    { id: 12, name: 'Dara Quinn', designation: null, manager: { id: 7, name: 'Ana Silva' } },
    { id: 13, name: 'Eli Moreau', designation: 'Analyst', manager: { id: 8, name: 'Ben Okoro' } },
  ],
  progress: [
    { survey: { id: 4, title: 'Engineering pulse · H1', end_date: '2026-06-30' }, ratee: ana, responses: { submitted: 3, assigned: 5 }, my_rating: 'pending' },
    {
      survey: { id: 4, title: 'Engineering pulse · H1', end_date: '2026-06-30' },
      ratee: { id: 8, name: 'Ben Okoro' },
      responses: { submitted: 4, assigned: 4 },
      my_rating: 'submitted',
    },
  ],
  reports: [{ survey: { id: 1, title: 'Leadership 360 · Q4', end_date: '2025-10-31' }, ratee: ana, released_at: '2025-11-14T09:30:00Z' }],
  coach: false,
};
const plan = [action(1, 'Build skill in delegation', { coach: lead, competency: { id: 13, title: 'Delegation' }, status: 'in_progress' })];

type Read = TeamOverview | 'loading' | 'failOnce';
function TeamWith({ read }: { read: Read }) {
  const [overview] = useState(() => {
    let failed = false;
    return teamOverviewMachine.provide({
      actors: {
        fetchOverview: fromPromise(async () => {
          if (read === 'loading') return never<TeamOverview>();
          if (read !== 'failOnce') return read;
          if (failed) return team;
          failed = true;
          throw offline;
        }),
      },
    });
  });
  return (
    <WithPlan server={{ actions: plan }}>
      <MyTeamPage flows={{ overview }} />
    </WithPlan>
  );
}

const meta = {
  title: 'My team/My team page',
  parameters: {
    route: { path: '/portrayal/user/my-team', url: '/portrayal/user/my-team' },
    layout: 'padded',
    session: session('authenticated', { user: { ...employeeUser, team: true } }),
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <TeamWith read="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your team…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => <TeamWith read="failOnce" />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your team could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'Open surveys' })).toBeVisible();
  },
};

export const CoachWithoutTeam: Story = {
  render: () => <TeamWith read={{ members: [], skip_level: [], progress: [], reports: [], coach: true }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nobody reports to you' })).toBeVisible();
    await expect(await canvas.findByText('Build skill in delegation')).toBeVisible();
  },
};

export const Team: Story = {
  render: () => <TeamWith read={team} />,
  play: async ({ canvas }) => {
    const progress = await canvas.findByRole('region', { name: 'Open surveys' });
    await expect(progress).toHaveTextContent('3 of 5');
    await expect(canvas.getByRole('link', { name: 'Rate now' })).toHaveAttribute('href', '/portrayal/user/survey-list');
    await expect(canvas.getByRole('link', { name: /Open report of Ana Silva/ })).toHaveAttribute('href', '/portrayal/user/my-team/1/7');
    await expect(await canvas.findByText('Coach: Marcus Lee')).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'Team summary' });
    await expect(summary).toHaveTextContent('2Direct reports');
    await expect(summary).toHaveTextContent('3People in their teams');
    await expect(summary).toHaveTextContent('1Survey in progress1 of your ratings to do');
    await expect(canvas.getByRole('region', { name: 'Reporting to Ana Silva' })).toHaveTextContent('Chen Wei · EngineerDara Quinn');
  },
};
