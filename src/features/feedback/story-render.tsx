import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { FeedbackReportsSnapshot } from '../../../machines/feedback-reports.machine';
import { WithPlan } from './development-plan/plan-fakes.fixtures';
import { fakeReportMachine, type FakeReportServer } from './report/report-fakes.fixtures';
import type { ReportSnapshot } from '../../../machines/report.machine';
import { FeedbackPage } from './feedback-page';
import { fakeTrend, personTrend } from './trends/trend.fixtures';
import { ReportPage } from './report-page';
import { fakeFeedbackServer, type FakeFeedbackServer } from './feedback-fakes.fixtures';

/** The feedback page over an in-memory server, made once per mounted story so each run starts afresh. */
export function FeedbackWith({ snapshot, ...server }: FakeFeedbackServer & { snapshot?: FeedbackReportsSnapshot }) {
  const [reports] = useState(() => fakeFeedbackServer(server));
  return <FeedbackPage flows={{ reports, snapshot }} />;
}

/** One ratee's report page over an in-memory report, with an empty development plan below it. */
export function ReportWith({ snapshot, ...server }: FakeReportServer & { snapshot?: ReportSnapshot }) {
  const [report] = useState(() => fakeReportMachine(server));
  const [trend] = useState(() => fakeTrend({ trend: personTrend }));
  return (
    <WithPlan server={{ actions: [] }}>
      <ReportPage flows={{ report, snapshot, trend: { trend } }} />
    </WithPlan>
  );
}

export const feedbackRoute = { route: { path: '/portrayal/admin/feedback', url: '/portrayal/admin/feedback' }, layout: 'padded' };
export const reportRoute = (survey: number | string = 3, ratee: number | string = 9) => ({
  route: { path: '/portrayal/admin/feedback/:survey/:ratee', url: `/portrayal/admin/feedback/${survey}/${ratee}` },
  layout: 'padded',
});

/** Dialogs and toasts live outside the story's canvas and fade in: wait until really visible. */
export const body = () => within(document.body);
export const seen = (text: string | RegExp) => waitFor(() => expect(body().getByText(text)).toBeVisible(), { timeout: 3000 });
/** The table row holding `element`. */
export const rowOf = (element: HTMLElement) => element.closest('[role="row"]') as HTMLElement;
