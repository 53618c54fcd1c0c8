import { fromPromise } from 'xstate';
import { surveyWizardMachine } from '../../../machines/survey-wizard.machine';
import { loadSurveyChoices, surveyApi } from './survey-api';

/** The survey wizard wired to the API. */
export const liveSurveyWizardMachine = surveyWizardMachine.provide({
  actors: {
    // Editing also needs the survey, every assignment, and whether anybody has answered (the lock).
    loadWizard: fromPromise(async ({ input: { surveyId }, signal }) => {
      const [choices, survey, assignments, submitted, mail] = await Promise.all([
        loadSurveyChoices({ signal }),
        surveyId ? surveyApi.get(surveyId, { signal }) : null,
        surveyId ? surveyApi.assignments(surveyId, { signal }) : [],
        surveyId ? surveyApi.anySubmitted(surveyId, { signal }) : null,
        surveyId ? surveyApi.mailSettings(surveyId, { signal }) : null,
      ]);
      return {
        choices,
        survey,
        assignments,
        anySubmitted: submitted?.any_submitted ?? false,
        ...(mail && { invitationIntro: mail.invitation_intro ?? '' }),
      };
    }),
    saveSurvey: fromPromise(({ input }) => (input.method === 'POST' ? surveyApi.create(input.body) : surveyApi.update(input.body))),
    sendInvitations: fromPromise(({ input }) => surveyApi.sendEmail(input)),
  },
});
