import { fromPromise } from 'xstate';
import type { Failure } from '../../../../machines/failure';
import type { CommentInsightsAnswer } from '../../../../schemas/comment-insights-answer';
import { never } from '../../../testing/app-fakes.fixtures';
import { loadedThemes } from '../comment-themes/comment-themes.fixtures';
import { surveyThemesMachine } from './analytics-flows';

/** The survey-wide comment themes card's call, answered in memory: `answers` in turn (the last one repeats), loading or failing. */
export function fakeSurveyThemes({ answers = [loadedThemes], loading, fail }: { answers?: CommentInsightsAnswer[]; loading?: boolean; fail?: Failure } = {}) {
  let calls = 0;
  return surveyThemesMachine.provide({
    actors: {
      request: fromPromise(async () => {
        if (fail) throw fail;
        if (loading) return never<CommentInsightsAnswer>();
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        return answer;
      }),
    },
  });
}
