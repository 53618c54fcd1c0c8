import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import type { DashboardSummary } from '../../../schemas/analytics';
import { adminUser, employeeUser, session } from '../../testing/app-fakes.fixtures';
import { DashboardPage } from './dashboard-page';
import type { DashboardFlows } from './dashboard-summary';
import { employeeSummary, fakeAlertCounts, fakeChecklist, fakeDashboard, newCompanyChecklist } from './dashboard.fixtures';

/** The checklist as a company that dismissed it has it: no story asks a server for it. */
const dismissed = (): DashboardFlows => ({
  gettingStarted: { machine: fakeChecklist(() => ({ ...newCompanyChecklist(), dismissed_at: '2026-01-02T09:00:00.000Z' })) },
});

/** An admin's flows: with the feedback area, the page also shows the alert counts. */
const adminFlows = (flows: DashboardFlows): DashboardFlows => ({ alerts: fakeAlertCounts(), ...dismissed(), ...flows });

/** The dashboard for an admin with every area, for an employee, and while loading or failed. */
const meta = {
  title: 'Dashboard/Dashboard page',
  component: DashboardPage,
  args: { flows: adminFlows({ dashboard: fakeDashboard({}) }) },
  // Machines, not values a control could edit: typed here, Storybook does not walk them for a type (one held a cycle, warned of at every render).
  argTypes: { flows: { control: false, type: { name: 'other', value: 'machines' } } },
  parameters: { route: { path: '/portrayal/dashboard' }, layout: 'padded' },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, Priya' })).toBeVisible();
    await expect(canvas.getAllByText('Northwind Traders').length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('link', { name: /^To answer 0/ })).toHaveAttribute('href', '/portrayal/user/survey-list');
    await expect(canvas.getByRole('link', { name: /^Development actions 1/ })).toHaveAttribute('href', '/portrayal/user/my-feedback');
    // Nomination tasks show when there are some, each a way to where it is done.
    await expect(canvas.getByRole('link', { name: /^Raters to approve 2/ })).toHaveAttribute('href', '/portrayal/nomination-approvals');
    await expect(canvas.queryByRole('link', { name: /^Raters to choose/ })).toBeNull();
    await expect(canvas.getByText('27 raters still have ratings to give')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New managers · first 90 days' })).toHaveAttribute('href', '/portrayal/admin/survey/8');
    await expect(canvas.getByRole('progressbar', { name: 'Ratings submitted to Engineering competencies 2026' })).toHaveAttribute('aria-valuenow', '33');
    // The counts are asked for once their card is in view.
    canvas.getByRole('region', { name: 'Feedback alerts' }).scrollIntoView();
    // The counts are one survey's, named, and open Alerts on it.
    await expect(await canvas.findByRole('link', { name: '3 Succession candidates' })).toHaveAttribute('href', '/portrayal/admin/feedback/alerts?survey=7');
    // The survey's title is isolated in the sentence (<bdi>): the sentence is read as a whole.
    await expect(canvas.getByRole('region', { name: 'Feedback alerts' })).toHaveTextContent('From Leadership 360 · Q4, closed 12 Dec 2025');
    await expect(canvas.getByText('4 minutes ago')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Tom Becker submitted answers/ })).toHaveAttribute('href', '/portrayal/admin/survey/9');
    await expect(canvas.getByRole('link', { name: /Workforce/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Get started' })).toBeNull();
  },
};

/** The same dashboard in German: the words come from locales/de/dashboard.json. */
export const AdminInGerman: Story = {
  parameters: { language: 'de' },
  play: async ({ canvas }) => {
    // The German catalogues arrive first (a fetch each): the words change once they are here.
    await expect(await canvas.findByRole('heading', { name: 'Willkommen, Priya' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Meine Aufgaben' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^Zu beantworten 0/ })).toBeVisible();
  },
};

const newCompany = (): DashboardSummary => ({
  surveys: [],
  pending_raters: 0,
  activity: [],
  mine: { to_answer: 0, reports: 0, open_actions: 0, raters_to_choose: 0, raters_to_approve: 0 },
});

export const GettingStartedChecklist: Story = {
  args: { flows: adminFlows({ dashboard: fakeDashboard({ summary: newCompany }), gettingStarted: { machine: fakeChecklist() } }) },
  play: async ({ canvas, userEvent }) => {
    const section = await canvas.findByRole('region', { name: 'Get started' });
    await expect(within(section).getByText('1 of 4 done')).toBeVisible();
    await expect(within(section).getByText(/Add your people/)).toBeVisible();
    await expect(within(section).getByText('Done')).toBeVisible();
    await expect(within(section).getByRole('link', { name: 'Open the library' })).toHaveAttribute('href', '/portrayal/admin/master/competencies');
    await expect(within(section).getByRole('link', { name: 'New survey' })).toHaveAttribute('href', '/portrayal/admin/survey/new');
    await expect(within(section).getByRole('link', { name: 'Open surveys' })).toHaveAttribute('href', '/portrayal/admin/survey');
    await userEvent.click(within(section).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Get started' })).toBeNull());
  },
};

export const GettingStartedDismissFailed: Story = {
  args: {
    flows: adminFlows({
      dashboard: fakeDashboard({ summary: newCompany }),
      gettingStarted: { machine: fakeChecklist(newCompanyChecklist, { dismissFails: true }) },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const section = await canvas.findByRole('region', { name: 'Get started' });
    await userEvent.click(within(section).getByRole('button', { name: 'Dismiss' }));
    await expect(await within(section).findByText('The checklist could not be dismissed.')).toBeVisible();
  },
};

export const GettingStartedAllDone: Story = {
  args: {
    flows: adminFlows({
      dashboard: fakeDashboard({}),
      gettingStarted: { machine: fakeChecklist(() => ({ ...newCompanyChecklist(), steps: newCompanyChecklist().steps.map((s) => ({ ...s, done: true })) })) },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Surveys in progress' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Get started' })).toBeNull();
  },
};

export const SurveyProgress: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('region', { name: 'Surveys in progress' });
    // 17 of 20 ratings in: the bar and its figure say 85 %.
    const bar = await within(card).findByRole('progressbar', { name: 'Ratings submitted to New managers · first 90 days' });
    await expect(bar).toHaveAttribute('aria-valuenow', '85');
    await expect(within(card).getByText('85%')).toBeVisible();
    await expect(within(card).getAllByRole('progressbar')).toHaveLength(3);
    await userEvent.click(within(card).getByRole('link', { name: 'New managers · first 90 days' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/portrayal/admin/survey/8');
  },
};

export const AlertCountsFailed: Story = {
  args: { flows: { ...dismissed(), dashboard: fakeDashboard({}), alerts: fakeAlertCounts({ error: { kind: 'network', message: 'Network Error' } }) } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Feedback alerts' });
    card.scrollIntoView();
    await expect(await within(card).findByText('The alert counts could not be loaded.')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Retry' })).toBeVisible();
    // The rest of the dashboard is there all the same.
    await expect(canvas.getByRole('heading', { name: 'Surveys in progress' })).toBeVisible();
  },
};

export const Employee: Story = {
  args: { flows: { dashboard: fakeDashboard({ summary: employeeSummary }) } },
  parameters: { session: session('authenticated', { user: employeeUser }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This is your first sign-in.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^To answer 2/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Raters to choose 1 A survey asks you to propose who rates you/ })).toHaveAttribute(
      'href',
      '/portrayal/nominations',
    );
    await expect(canvas.queryByRole('link', { name: /^Raters to approve/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Surveys in progress' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Feedback alerts' })).toBeNull();
    const activity = canvas.getByRole('region', { name: 'Recent activity' });
    await expect(within(activity).getByRole('link', { name: /report was released/ })).toHaveAttribute('href', '/portrayal/user/my-feedback');
    await expect(within(activity).getByText(/You were asked to answer/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Workforce/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { flows: adminFlows({ dashboard: fakeDashboard({ loading: true }) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, Priya' })).toBeVisible();
    await expect(await canvas.findByText('Loading your summary…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { flows: adminFlows({ dashboard: fakeDashboard({ error: { kind: 'network', message: 'Network Error' } }) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your summary could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NoDashboardArea: Story = {
  args: { flows: adminFlows({ dashboard: fakeDashboard({ error: detailFailure(403, 'You do not have permission to perform this action.') }) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, Priya' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NothingOpen: Story = {
  args: {
    flows: adminFlows({
      dashboard: fakeDashboard({
        summary: () => ({
          surveys: [],
          pending_raters: 0,
          activity: [],
          mine: { to_answer: 0, reports: 0, open_actions: 0, raters_to_choose: 0, raters_to_approve: 0 },
        }),
      }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No survey is open right now.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New survey' })).toHaveAttribute('href', '/portrayal/admin/survey/new');
    await expect(canvas.getByText('Nothing has happened yet.')).toBeVisible();
  },
};

export const WithoutCompany: Story = {
  parameters: { session: session('authenticated', { user: { ...adminUser, role: 'superuser', company: null } }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'My work' })).toBeNull();
  },
};
