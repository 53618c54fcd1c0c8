import { useState } from 'react';
import { fakeTrend, personTrend } from '../trends/trend.fixtures';
import { fromPromise } from 'xstate';
import type { Failure } from '../../../../machines/failure';
import { myFeedbackMachine } from '../../../../machines/my-feedback.machine';
import type { ReportSnapshot } from '../../../../machines/report.machine';
import type { MyReport } from '../../../../schemas/feedback';
import { WithPlan } from '../development-plan/plan-fakes.fixtures';
import { anasOwnPlan } from '../development-plan/plan.fixtures';
import { fakeReportMachine, type FakeReportServer } from '../report/report-fakes.fixtures';
import { never } from '../../../testing/app-fakes.fixtures';
import { MyFeedbackPage } from './my-feedback-page';
import { MyReportPage } from './my-report-page';

/** Two released reports (sent oldest first). */
export const myReports: MyReport[] = [
  { survey: { id: 1, title: 'New managers · first 90 days', end_date: '2025-03-31', closed_on: '2025-03-31' }, released_at: '2025-04-10T08:00:00Z' },
  { survey: { id: 3, title: 'Leadership 360 · Q4', end_date: '2025-10-31', closed_on: '2025-10-24' }, released_at: '2025-11-14T09:30:00Z' },
];

/** A list read that answers `reports`, never answers, or fails once and then answers. */
type FakeList = MyReport[] | 'loading' | { failOnceWith: Failure; then: MyReport[] };

function fakeList(read: FakeList) {
  let failed = false;
  return myFeedbackMachine.provide({
    actors: {
      fetchMyReports: fromPromise(async () => {
        if (read === 'loading') return never<MyReport[]>();
        if (Array.isArray(read)) return read;
        if (failed) return read.then;
        failed = true;
        throw read.failOnceWith;
      }),
    },
  });
}

/** My feedback over an in-memory server, with the signed-in person's own plan below. */
export function MyFeedbackWith({ read }: { read: FakeList }) {
  const [reports] = useState(() => fakeList(read));
  const [trend] = useState(() => fakeTrend({ trend: personTrend }));
  return (
    <WithPlan server={{ actions: anasOwnPlan }}>
      <MyFeedbackPage flows={{ reports, trend: { trend } }} />
    </WithPlan>
  );
}

/** One of their reports over an in-memory report, with an empty plan below. */
export function MyReportWith({ snapshot, ...server }: FakeReportServer & { snapshot?: ReportSnapshot }) {
  const [report] = useState(() => fakeReportMachine(server));
  return (
    <WithPlan server={{ actions: [] }}>
      <MyReportPage flows={{ report, snapshot }} />
    </WithPlan>
  );
}

export const myFeedbackRoute = { route: { path: '/portrayal/user/my-feedback', url: '/portrayal/user/my-feedback' }, layout: 'padded' };
export const myReportRoute = (survey: number | string = 3) => ({
  route: { path: '/portrayal/user/my-feedback/:survey', url: `/portrayal/user/my-feedback/${survey}` },
  layout: 'padded',
});
