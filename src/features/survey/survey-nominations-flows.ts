import { fromPromise } from 'xstate';
import { surveyNominationsMachine } from '../../../machines/survey-nominations.machine';
import { surveyApi } from './survey-api';

const read = async (surveyId: number, signal?: AbortSignal) => {
  const [selection, nominations] = await Promise.all([surveyApi.raterSelection(surveyId, { signal }), surveyApi.nominations(surveyId, { signal })]);
  return { selection, nominations };
};

/** The survey page's nomination panel: the settings and every ratee's list, read again after a save. */
export const liveSurveyNominations = surveyNominationsMachine.provide({
  actors: {
    fetchNominations: fromPromise(({ input, signal }) => read(input, signal)),
    saveSelection: fromPromise(async ({ input }) => {
      await surveyApi.saveRaterSelection(input.surveyId, input.selection);
      return read(input.surveyId);
    }),
  },
});
