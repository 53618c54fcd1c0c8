import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WithPlan } from '../development-plan/plan-fakes.fixtures';
import { fakeReportMachine, type FakeReportServer } from '../report/report-fakes.fixtures';
import { acrossSurveysReport } from '../report/protection.fixtures';
import { asRateeSees, releasedReport } from '../report/report.fixtures';
import { employeeUser, session } from '../../../testing/app-fakes.fixtures';
import { TeamReportPage } from './team-report-page';

/**
 * A manager reads a direct report's released report (the ratee's view: no counts, no reasons), in the third person:
 * the report, and figures withheld across surveys (which, never why).
 */
function TeamReportWith(server: FakeReportServer) {
  const [report] = useState(() => fakeReportMachine(server));
  return (
    <WithPlan server={{ actions: [] }}>
      <TeamReportPage flows={{ report }} />
    </WithPlan>
  );
}

const meta = {
  title: 'My team/Team report page',
  parameters: {
    route: { path: '/portrayal/user/my-team/:survey/:ratee', url: '/portrayal/user/my-team/3/9' },
    layout: 'padded',
    session: session('authenticated', { user: { ...employeeUser, team: true } }),
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Report: Story = {
  render: () => <TeamReportWith report={asRateeSees(releasedReport)} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aiko Tanaka · Leadership 360 · Q4' })).toBeVisible();
    await expect(canvas.getByText(/everyone who answered about the ratee/)).toBeVisible();
    await expect(canvas.queryByText(/withheld to protect raters across surveys/)).toBeNull();
  },
};

export const WithheldAcrossSurveys: Story = {
  render: () => <TeamReportWith report={asRateeSees(acrossSurveysReport)} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Some figures are withheld to protect raters across surveys: Peers and All raters but self.')).toBeVisible();
    await expect(canvas.queryByText(/would combine/)).toBeNull();
    await expect(canvas.getByText('To protect raters across surveys · all raters but self')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Development plan' })).toBeVisible();
  },
};
