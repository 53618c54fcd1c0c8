import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import { detailFailure, fieldFailure } from '../../../machines/failure';
import type { RequestContext, RequestStatus } from '../../../machines/request.machine';
import { surveyDetailMachine, type SurveyDetail } from '../../../machines/survey-detail.machine';
import { surveyNominationsMachine, type SurveyNominations } from '../../../machines/survey-nominations.machine';
import type { ResourceContext, ResourceStatus } from '../../../machines/resource.machine';
import { surveyActionsMachine, type SurveyActionsContext, type SurveyActionsStatus } from '../../../machines/survey-actions.machine';
import type { Survey } from '../../../schemas/survey';
import type { SurveyRecurrence } from '../../../schemas/survey-recurrence';
import { surveyRecurrenceMachine } from '../../../machines/survey-recurrence.machine';
import { never } from '../../testing/app-fakes.fixtures';
import { surveyListMachine } from './survey-flows';
import { failuresFlow } from './survey-mail-failures-fakes.fixtures';
import { fakeMailSettingsServer, fakeRaterServer } from './rater-fakes.fixtures';

interface FakeSurveyServer {
  rows: Survey[];
  loadError?: Failure;
  /** The list never arrives: the loading look. */
  loading?: boolean;
  /** Every action call fails with this (the list still loads). */
  actionError?: Failure;
  /** A reminder mails this many raters (default: every assignment not submitted). */
  sent?: number;
}

/** The server's refusal of a plain delete once raters have answered (server/survey/routes/survey-delete.ts). */
export const answersExist = (s: Pick<Survey, 'progress'>) =>
  fieldFailure({
    non_field_errors: [`${s.progress.submitted} raters have already answered this survey. Deleting it deletes their answers too: confirm to delete them.`],
  });

/**
 * The survey calls over a list kept in memory, answering as the API would: a delete is
 * refused while answers exist unless confirmed, closing sets the status, an extension opens
 * the survey again until its new end date, the list filters by owner.
 */
export function fakeSurveyServer({ rows: initial, loadError, loading, actionError, sent }: FakeSurveyServer) {
  let rows = [...initial];
  const find = (id: number) => rows.find((r) => r.id === id)!;
  /** The survey as the server has it now (undefined once deleted). */
  const current = (id: number): Survey | undefined => rows.find((r) => r.id === id);
  const fail = () => {
    if (actionError) throw actionError;
  };
  const surveys = (owner: number | undefined) =>
    surveyListMachine.provide({
      actors: {
        fetchList: fromPromise(async () => {
          if (loadError) throw loadError;
          if (loading) return never<Survey[]>();
          return rows.filter((r) => owner === undefined || r.owner?.id === owner);
        }),
      },
    });
  const actions = surveyActionsMachine.provide({
    actors: {
      deleteSurvey: fromPromise(async ({ input }) => {
        fail();
        const gone = find(input.id);
        if (gone.progress.submitted > 0 && !input.withAnswers) throw answersExist(gone);
        rows = rows.filter((r) => r !== gone);
      }),
      remindSurvey: fromPromise(async ({ input }) => {
        fail();
        const { progress } = find(input.id);
        return { detail: 'Reminders sent.', sent: sent ?? progress.assigned - progress.submitted };
      }),
      closeSurvey: fromPromise(async ({ input }) => {
        fail();
        rows = rows.map((r) => (r.id === input.id ? { ...r, status: 'closed' as const, closed_at: new Date().toISOString() } : r));
        return find(input.id);
      }),
      extendSurvey: fromPromise(async ({ input }) => {
        fail();
        if (find(input.id).results_opened_at)
          throw fieldFailure({ end_date: ['Results have been opened, so this survey can no longer take answers or change its dates.'] });
        rows = rows.map((r) => (r.id === input.id ? { ...r, status: 'open' as const, end_date: input.endDate } : r));
        return find(input.id);
      }),
    },
  });
  return { surveys, actions, current };
}

/** The detail page over the same in-memory server: a deleted or unknown survey answers 404. */
export function fakeDetailServer({
  detail,
  loadError,
  loading,
  actionError,
}: {
  detail: SurveyDetail;
  loadError?: Failure;
  loading?: boolean;
  actionError?: Failure;
}) {
  const server = fakeSurveyServer({ rows: [detail.survey], actionError });
  let assignments = detail.assignments;
  const raters = fakeRaterServer(
    {
      get: () => assignments,
      set: (next) => {
        assignments = next;
      },
    },
    { actionError },
  );
  const machine = surveyDetailMachine.provide({
    actors: {
      request: fromPromise(async ({ input }) => {
        if (loadError) throw loadError;
        if (loading) return never<SurveyDetail>();
        const survey = server.current(input);
        if (!survey) throw detailFailure(404, 'Not found.');
        return { ...detail, survey, assignments };
      }),
    },
  });
  return {
    detail: machine,
    actions: server.actions,
    nominations: hrPicksRaters,
    raters,
    mailSettings: fakeMailSettingsServer(),
    mailFailures: failuresFlow([]),
    recurrence: notRepeating,
  };
}

/** A survey that does not repeat, as its recurring-cycle card reads it. */
const notRepeating = surveyRecurrenceMachine.provide({
  actors: {
    loadSettings: fromPromise(async (): Promise<SurveyRecurrence> => ({ repeat_months: 0, next_run_on: null, next_run: null, repeated: false })),
  },
});

/** A survey whose raters HR picks, as the rater selection panel reads it. */
const hrPicksRaters = surveyNominationsMachine.provide({
  actors: {
    fetchNominations: fromPromise(
      async (): Promise<SurveyNominations> => ({ selection: { rater_selection: 'hr', nomination_deadline: null, rater_limits: {} }, nominations: [] }),
    ),
  },
});

/** The detail page started with its survey loaded (or in another state). */
export function detailState(value: RequestStatus, context: Partial<RequestContext<number, SurveyDetail>>) {
  return surveyDetailMachine.resolveState({ value, context: { input: undefined, output: undefined, error: null, ...context } });
}

/** The survey list started in a given state, for the story of that state. */
export function listState(value: ResourceStatus, context: Partial<ResourceContext<Survey>>) {
  return surveyListMachine.resolveState({ value, context: { items: [], error: null, write: null, opening: null, ...context } });
}

/** The actions machine started in a given state (a dialog open), for the story of that state. */
export function actionsState(value: SurveyActionsStatus, context: Partial<SurveyActionsContext>) {
  return surveyActionsMachine.resolveState({
    value,
    context: { kind: null, survey: null, withAnswers: false, refusal: null, error: null, sent: null, endDate: null, ...context },
  });
}
