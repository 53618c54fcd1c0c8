import { fromPromise } from 'xstate';
import { dashboardMachine } from '../../../machines/dashboard.machine';
import type { Failure } from '../../../machines/failure';
import type { DashboardAlerts, DashboardSummary } from '../../../schemas/analytics';
import type { Checklist } from '../../../schemas/getting-started';
import { gettingStartedMachine } from '../../../machines/getting-started.machine';
import { alertCountsMachine } from './dashboard-flows';
import { never } from '../../testing/app-fakes.fixtures';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** An employee: their own work and what happened to it. */
export const employeeSummary = (): DashboardSummary => ({
  surveys: null,
  pending_raters: null,
  mine: { to_answer: 2, reports: 1, open_actions: 3, raters_to_choose: 1, raters_to_approve: 0 },
  activity: [
    { kind: 'action_added', at: ago(50), text: 'Your manager added “Lead the Q1 planning workshop” to your plan', survey_id: 7 },
    { kind: 'reports_released', at: ago(60 * 26), text: 'Your Leadership 360 · Q4 report was released', survey_id: 7 },
    { kind: 'survey_created', at: ago(60 * 24 * 9), text: 'You were asked to answer Engineering competencies 2026', survey_id: null },
  ],
});

/** An admin with every area: the open surveys and the company's events. */
const adminSummary = (): DashboardSummary => ({
  surveys: [
    { id: 9, title: 'Engineering competencies 2026', end_date: '2026-02-06', responses: { submitted: 12, assigned: 36 }, pending_raters: 24 },
    { id: 8, title: 'New managers · first 90 days', end_date: '2026-01-30', responses: { submitted: 17, assigned: 20 }, pending_raters: 3 },
    {
      id: 6,
      title: 'Customer success half-year review with a long title',
      end_date: '2026-01-23',
      responses: { submitted: 30, assigned: 30 },
      pending_raters: 0,
    },
  ],
  pending_raters: 27,
  mine: { to_answer: 0, reports: 2, open_actions: 1, raters_to_choose: 0, raters_to_approve: 2 },
  activity: [
    { kind: 'answers_submitted', at: ago(4), text: 'Tom Becker submitted answers for Engineering competencies 2026', survey_id: 9 },
    { kind: 'action_done', at: ago(95), text: 'Grace Okafor finished “Shadow a senior coach”', survey_id: 7 },
    { kind: 'reports_released', at: ago(60 * 22), text: '20 reports of Leadership 360 · Q4 were released', survey_id: 7 },
    { kind: 'survey_closed', at: ago(60 * 24 * 3), text: 'Leadership 360 · Q4 closed', survey_id: 7 },
    { kind: 'survey_created', at: ago(60 * 24 * 12), text: 'Priya Raman created Engineering competencies 2026', survey_id: 9 },
  ],
});

/** The dashboard machine answering with `summary` (or failing, or never answering). */
export function fakeDashboard({ summary, error, loading }: { summary?: () => DashboardSummary; error?: Failure; loading?: boolean }) {
  return dashboardMachine.provide({
    actors: {
      loadSummary: fromPromise(async () => {
        if (error) throw error;
        if (loading) return never<DashboardSummary>();
        return (summary ?? adminSummary)();
      }),
    },
  });
}

/** The alert counts machine answering with `alerts` (three succession candidates and five development needs unless given), or failing. */
export function fakeAlertCounts({ alerts, error }: { alerts?: DashboardAlerts; error?: Failure } = {}) {
  return alertCountsMachine.provide({
    actors: {
      request: fromPromise(async () => {
        if (error) throw error;
        return alerts ?? { succession: 3, development: 5, survey: { id: 7, title: 'Leadership 360 · Q4', closed_on: '2025-12-12' } };
      }),
    },
  });
}

/** A new company's checklist: people added, nothing else yet. */
export const newCompanyChecklist = (): Checklist => ({
  steps: [
    { key: 'people', done: true },
    { key: 'competencies', done: false },
    { key: 'survey', done: false },
    { key: 'launch', done: false },
  ],
  dismissed_at: null,
});

/** The checklist machine answering with `checklist`; `dismissFails` makes the dismissal fail. */
export function fakeChecklist(checklist: () => Checklist = newCompanyChecklist, { dismissFails = false } = {}) {
  return gettingStartedMachine.provide({
    actors: {
      loadChecklist: fromPromise(async () => checklist()),
      dismissChecklist: fromPromise(async (): Promise<Checklist> => {
        if (dismissFails) throw { kind: 'network', message: 'Network Error' } satisfies Failure;
        return { ...checklist(), dismissed_at: new Date().toISOString() };
      }),
    },
  });
}
