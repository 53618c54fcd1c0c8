import { fromPromise } from 'xstate';
import { trendMachine, type TrendMachine } from '../../../../machines/trend.machine';
import type { Trend } from '../../../../schemas/feedback-trends';

const survey = (id: number, title: string, closed_on: string, series = id, ratees = 1) => ({ id, title, closed_on, ratees, series });

/** Three closed surveys of one person: Collaboration and Communication in all, Coaching in two. The 2025 review continues 2024's series. */
export const personTrend: Trend = {
  surveys: [survey(1, '2024 Leadership 360', '2024-11-29'), survey(4, 'Spring 2025 check-in', '2025-04-18'), survey(7, '2025 Leadership 360', '2025-11-24', 1)],
  overall: [58.1, 63.4, 71.9],
  competencies: [
    { competency_id: 12, title: 'Coaching others', percents: [41.7, null, 60.4] },
    { competency_id: 10, title: 'Collaboration', percents: [66.7, 70.8, 75] },
    { competency_id: 11, title: 'Communication', percents: [62.5, 61.3, 79.2] },
  ],
};

/** The company's averages over the same surveys. */
export const companyTrend: Trend = {
  ...personTrend,
  surveys: personTrend.surveys.map((s, i) => ({ ...s, ratees: [41, 18, 47][i]! })),
  overall: [64.2, 66, 68.8],
};

export const singleTrend: Trend = { surveys: [personTrend.surveys[2]!], overall: [71.9], competencies: [] };
export const emptyTrend: Trend = { surveys: [], overall: [], competencies: [] };

/** A trend machine answering `trend` (or failing with `fail`), or never answering. */
export function fakeTrend({ trend, fail, never }: { trend?: Trend; fail?: number; never?: boolean }): TrendMachine {
  return trendMachine.provide({
    actors: {
      loadTrend: fromPromise(async () => {
        if (never) return new Promise<Trend>(() => {});
        if (fail) throw Object.assign(new Error(`Request failed with status code ${fail}`), { status: fail });
        return trend ?? emptyTrend;
      }),
    },
  });
}
