import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import { feedbackReportsMachine, type FeedbackReportsContext } from '../../../machines/feedback-reports.machine';
import type { FeedbackSurvey, RateeSummary } from '../../../schemas/feedback';
import { never } from '../../testing/app-fakes.fixtures';
import { feedbackSurveys, leadershipRatees } from './feedback.fixtures';

export interface FakeFeedbackServer {
  surveys?: FeedbackSurvey[];
  /** Ratees per survey id (default: Leadership 360 · Q4's for survey 3, none elsewhere). */
  ratees?: Record<number, RateeSummary[]>;
  loading?: boolean;
  surveysError?: Failure;
  rateesError?: Failure;
  releaseError?: Failure;
}

/** The feedback page's calls over lists kept in memory, answering as the API would. */
export function fakeFeedbackServer({
  surveys = feedbackSurveys,
  ratees = { 3: leadershipRatees },
  loading,
  surveysError,
  rateesError,
  releaseError,
}: FakeFeedbackServer = {}) {
  let rows = structuredClone(ratees);
  return feedbackReportsMachine.provide({
    actors: {
      fetchSurveys: fromPromise(async () => {
        if (loading) return never<FeedbackSurvey[]>();
        if (surveysError) throw surveysError;
        return surveys;
      }),
      fetchRatees: fromPromise(async ({ input }) => {
        if (rateesError) throw rateesError;
        return rows[input.surveyId] ?? [];
      }),
      releaseReports: fromPromise(async ({ input }) => {
        if (releaseError) throw releaseError;
        let changed = 0;
        const now = new Date().toISOString();
        rows = {
          ...rows,
          [input.surveyId]: (rows[input.surveyId] ?? []).map((r) => {
            if (input.ratees && !input.ratees.includes(r.ratee.id)) return r;
            if ((r.released_at !== null) === input.released) return r;
            changed += 1;
            return { ...r, released_at: input.released ? now : null };
          }),
        };
        return { changed };
      }),
    },
  });
}

/** The feedback page started in a given state (a dialog open, a failure shown). */
export function feedbackState(value: Parameters<typeof feedbackReportsMachine.resolveState>[0]['value'], context: Partial<FeedbackReportsContext>) {
  return feedbackReportsMachine.resolveState({
    value,
    context: { wanted: null, surveys: [], surveyId: null, ratees: [], error: null, release: null, releaseError: null, ...context },
  });
}
