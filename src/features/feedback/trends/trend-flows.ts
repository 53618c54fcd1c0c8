import { fromPromise } from 'xstate';
import { trendMachine, type TrendMachine } from '../../../../machines/trend.machine';
import { trendsApi } from './trends-api';

/** Whose trend: a ratee's (the feedback area), the company's, or the signed-in person's own. */
export type TrendOf = { ratee: number } | 'company' | 'mine';

/** The trend machine over the real API. */
export function liveTrend(of: TrendOf): TrendMachine {
  return trendMachine.provide({
    actors: {
      loadTrend: fromPromise(({ signal }) =>
        of === 'company' ? trendsApi.company({ signal }) : of === 'mine' ? trendsApi.mine({ signal }) : trendsApi.ratee(of.ratee, { signal }),
      ),
    },
  });
}
