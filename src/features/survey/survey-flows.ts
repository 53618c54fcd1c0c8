import { fromPromise } from 'xstate';
import { createRequestMachine } from '../../../machines/request.machine';
import { createResourceMachine } from '../../../machines/resource.machine';
import { raterActionsMachine } from '../../../machines/rater-actions.machine';
import { orgIndex, relationshipOf } from '../../../machines/survey-wizard/rater-suggestions';
import { surveyMailSettingsMachine, type MailSettingsView } from '../../../machines/survey-mail-settings.machine';
import { surveyActionsMachine } from '../../../machines/survey-actions.machine';
import { surveyDetailMachine, type SurveyDetail } from '../../../machines/survey-detail.machine';
import { extensionOf } from '../../../machines/survey-lifecycle';
import type { ExternalRaterAnswer, ExternalRaterInput } from '../../../schemas/external-rater';
import type { Survey } from '../../../schemas/survey';
import { surveyApi } from './survey-api';

/** The generic list chart with its rows typed as surveys. */
export const surveyListMachine = createResourceMachine<Survey>();
export type SurveyListMachine = typeof surveyListMachine;

const lists = new Map<number | undefined, SurveyListMachine>();

/**
 * The survey list: the generic list machine, fetching GET /survey/survey_get/ (with
 * `?owner=` for "only my surveys"; the page starts a new actor when that changes). Writes
 * are not made through it: deleting, reminding and closing are the actions machine's.
 */
export function liveSurveys(owner: number | undefined): SurveyListMachine {
  const found = lists.get(owner);
  if (found) return found;
  const made = surveyListMachine.provide({
    actors: {
      fetchList: fromPromise(({ signal }) => surveyApi.list({ signal, owner })),
    },
  });
  lists.set(owner, made);
  return made;
}

/** The survey, its per-ratee progress and every assignment, at once. */
export const liveSurveyDetail = surveyDetailMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }): Promise<SurveyDetail> => {
      const [survey, progress, assignments] = await Promise.all([
        surveyApi.get(input, { signal }),
        surveyApi.progress(input, { signal }),
        surveyApi.assignments(input, { signal }),
      ]);
      return { survey, progress, assignments };
    }),
  },
});

/**
 * Delete (with the answers once confirmed), remind, close and extend: the list and the detail page share them. An
 * extension PATCHes the survey as the server has it now, with every assignment, and only the end date moved.
 */
export const liveSurveyActions = surveyActionsMachine.provide({
  actors: {
    deleteSurvey: fromPromise(({ input }) => surveyApi.remove(input.id, input.withAnswers)),
    remindSurvey: fromPromise(({ input }) => surveyApi.remind(input.id)),
    closeSurvey: fromPromise(({ input }) => surveyApi.close(input.id)),
    extendSurvey: fromPromise(async ({ input, signal }) => {
      const [survey, assignments] = await Promise.all([surveyApi.get(input.id, { signal }), surveyApi.assignments(input.id, { signal })]);
      return surveyApi.update(extensionOf(survey, assignments, input.endDate));
    }),
  },
});

export interface AddExternalRater {
  surveyId: number;
  body: ExternalRaterInput;
}
export const addExternalRaterMachine = createRequestMachine<AddExternalRater, ExternalRaterAnswer>('addExternalRater');
export type AddExternalRaterMachine = typeof addExternalRaterMachine;

/** Adding an outside rater from the survey page. */
export const liveAddExternalRater = addExternalRaterMachine.provide({
  actors: { request: fromPromise(({ input }) => surveyApi.addExternalRater(input.surveyId, input.body)) },
});

/** Remind, invite again, remove or replace one rater; a replacement chooses among the workforce. */
export const liveRaterActions = raterActionsMachine.provide({
  actors: {
    remindRater: fromPromise(({ input }) =>
      'raterId' in input ? surveyApi.remindRater(input.surveyId, input.raterId) : surveyApi.resendExternalLink(input.surveyId, input.externalId),
    ),
    inviteRater: fromPromise(({ input }) =>
      'raterId' in input ? surveyApi.inviteRater(input.surveyId, input.raterId) : surveyApi.resendExternalLink(input.surveyId, input.externalId),
    ),
    removeAssignment: fromPromise(({ input }) => surveyApi.removeAssignment(input.surveyId, input.assignmentId)),
    replaceRater: fromPromise(({ input }) => surveyApi.replaceRater(input.surveyId, input.assignmentId, input.rater)),
    loadCandidates: fromPromise(async ({ input, signal }) => {
      const employees = await surveyApi.employees({ signal });
      // The wizard's rule: what the tree makes each of them to the ratee.
      const index = orgIndex(employees);
      return employees
        .map((e) => ({
          id: e.id,
          name: `${e.first_name} ${e.last_name}`.trim() || e.username,
          emp_code: e.emp_code,
          relationship: relationshipOf(index, input.ratee, e.id),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    }),
  },
});

/** The settings with both previews; after a save, the previews are fetched again from what was saved. */
async function mailSettingsView(id: number, settings: MailSettingsView['settings'], signal?: AbortSignal): Promise<MailSettingsView> {
  const [invitation, reminder] = await Promise.all([surveyApi.mailPreview(id, 'invitation', { signal }), surveyApi.mailPreview(id, 'reminder', { signal })]);
  return { settings, invitation, reminder };
}

export const liveMailSettings = surveyMailSettingsMachine.provide({
  actors: {
    loadMailSettings: fromPromise(async ({ input, signal }) =>
      mailSettingsView(input.surveyId, await surveyApi.mailSettings(input.surveyId, { signal }), signal),
    ),
    saveMailSettings: fromPromise(async ({ input, signal }) =>
      mailSettingsView(input.surveyId, await surveyApi.saveMailSettings(input.surveyId, input.settings), signal),
    ),
  },
});
