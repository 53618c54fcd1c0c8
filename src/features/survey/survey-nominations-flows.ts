import { fromPromise } from 'xstate';
import { surveyNominationsMachine } from '../../../machines/survey-nominations.machine';
import type { Nomination, RaterSelection } from '../../../schemas/nomination';
import { api } from '../../lib/api';

const read = async (surveyId: number, signal?: AbortSignal) => {
  const [selection, nominations] = await Promise.all([
    api.get<RaterSelection>(`/survey/survey/${surveyId}/rater-selection/`, { signal }),
    api.get<Nomination[]>(`/survey/survey/${surveyId}/nominations/`, { signal }),
  ]);
  return { selection, nominations };
};

/** The survey page's nomination panel: the settings and every ratee's list, read again after a save. */
export const liveSurveyNominations = surveyNominationsMachine.provide({
  actors: {
    fetchNominations: fromPromise(({ input, signal }) => read(input, signal)),
    saveSelection: fromPromise(async ({ input }) => {
      await api.put<RaterSelection>(`/survey/survey/${input.surveyId}/rater-selection/`, input.selection);
      return read(input.surveyId);
    }),
  },
});
