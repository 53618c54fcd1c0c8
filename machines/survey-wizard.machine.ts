import { and, assertEvent, assign, emit, fromPromise, not, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MailedAnswer, SendEmail, SurveyCreated } from '../schemas/survey';
import { toFailure } from './failure';
import { isStale } from './stale-edit';
import { applyEdit, COMPETENCY_EDITS, EDIT_TYPES } from './survey-wizard/edits';
import type { WizardContext, WizardEmitted, WizardEvent, WizardLoad } from './survey-wizard/wizard-context';
import { audienceLocked, closedForGood, isSubmitted, keepFixed, modelLocked, noLocks, submittedRaters } from './survey-wizard/locks';
import { failedStep } from './survey-wizard/server-errors';
import { firstIncomplete, mayReach, stepOk } from './survey-wizard/step-checks';
import { fromSurvey, saveRequest, type SaveRequest } from './survey-wizard/survey-draft';
import { emptyChoices, emptyData, STEPS, type StepName, type WizardChoices, type WizardData } from './survey-wizard/wizard-data';
import { notProvided } from './lib/not-provided';

const sources = (c: WizardContext) => ({ employees: c.choices.employees, competencies: c.choices.competencies });

const edit = { actions: 'applyEdit' } as const;
const lockable = { guard: 'unlocked', actions: 'applyEdit' } as const;
const whileOpen = { guard: 'takesChanges', actions: 'applyEdit' } as const;
const audienceEdit = { guard: 'audienceFree', actions: 'applyEdit' } as const;
const removal = { guard: 'removable', actions: 'applyEdit' } as const;
/**
 * Changes to the survey, taken while editing and while a refusal is shown. Each is refused
 * once what it changes is fixed (machines/survey-wizard/locks.ts), and whatever passes has
 * the fixed parts put back.
 */
const edits = {
  ...(Object.fromEntries(COMPETENCY_EDITS.map((type) => [type, lockable])) as Record<(typeof COMPETENCY_EDITS)[number], typeof lockable>),
  'details.change': edit,
  'audience.choose': audienceEdit,
  'position.change': audienceEdit,
  'ratees.pick': whileOpen,
  'rater.add': whileOpen,
  'rater.remove': removal,
  'raters.bulk': whileOpen,
  'raters.clear': whileOpen,
};
const staleActions = { type: 'storeStale', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const stepTarget = (step: StepName) => `#surveyWizard.editing.step.${step}`;
/** goTo a step every earlier step of which is complete. */
const goTo = STEPS.map((step) => ({ guard: { type: 'mayGoTo', params: { step } }, target: stepTarget(step) }) as const);
/** Back to the step the refusal is about. */
const toFailedStep = (actions: 'clearSubmitError' | []) =>
  STEPS.map((step) => ({ guard: { type: 'failedAt', params: { step } }, target: stepTarget(step), actions }) as const);
const next = (step: StepName, to: StepName) =>
  [{ guard: { type: 'stepOk', params: { step } }, target: to }, { actions: { type: 'markAttempted', params: { step } } }] as const;

/**
 * The survey wizard: load what it picks from (and the survey when editing), five
 * steps whose Next checks the step, drafts saved beside them, then save → send the
 * invitations → done. Every failure keeps what was entered.
 */
export const surveyWizardMachine = setup({
  types: {} as { context: WizardContext; events: WizardEvent; emitted: WizardEmitted; input: { surveyId?: number | null } },
  actors: {
    loadWizard: fromPromise<WizardLoad, { surveyId: number | null }>(notProvided('surveyWizard', 'loadWizard')),
    saveSurvey: fromPromise<SurveyCreated, SaveRequest>(notProvided('surveyWizard', 'saveSurvey')),
    sendInvitations: fromPromise<MailedAnswer, SendEmail>(notProvided('surveyWizard', 'sendInvitations')),
  },
  actions: {
    storeLoad: assign((_, load: WizardLoad) => ({
      choices: load.choices,
      ...(load.survey && {
        data: fromSurvey(load.survey, load.assignments, load.invitationIntro),
        published: !load.survey.is_draft,
        locked: load.anySubmitted || load.survey.locked,
        resultsOpenedAt: load.survey.results_opened_at,
        submitted: submittedRaters(load.assignments),
      }),
    })),
    applyEdit: assign(({ context, event }) => {
      assertEvent(event, EDIT_TYPES);
      return { data: keepFixed(context.data, applyEdit(context.data, event, context.choices.employees), context), draftSaved: false };
    }),
    markAttempted: assign((_, params: { step: StepName }) => ({ attempted: params.step })),
    forgetAttempt: assign({ attempted: null }),
    storeDraft: assign((_, created: SurveyCreated) => ({ surveyId: created.id, draftSaved: true })),
    announceDraft: emit(({ context }) => ({ type: 'draftSaved' as const, surveyId: context.surveyId! })),
    storeSaved: assign(({ context }, created: SurveyCreated) => ({
      sendWith: context.surveyId === null ? { survey_id: created.id } : { survey_update_id: context.surveyId },
      surveyId: created.id,
    })),
    storeMailed: assign((_, mailed: MailedAnswer) => ({ mailed })),
    announceSent: emit(({ context }) => ({ type: 'sent' as const, mailed: context.mailed! })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: toFailure(params.error) })),
    storeSubmitError: assign((_, params: { error: unknown }) => ({ submitError: toFailure(params.error) })),
    storeDraftError: assign((_, params: { error: unknown }) => ({ draftError: toFailure(params.error) })),
    storeSendError: assign((_, params: { error: unknown }) => ({ sendError: toFailure(params.error) })),
    clearLoadError: assign({ loadError: null }),
    clearSubmitError: assign({ submitError: null }),
    clearDraftError: assign({ draftError: null }),
    clearSendError: assign({ sendError: null }),
    storeStale: assign((_, params: { error: unknown }) => ({ staleError: toFailure(params.error) })),
    clearStale: assign({ staleError: null }),
  },
  guards: {
    stepOk: ({ context }, params: { step: StepName }) => stepOk(params.step, context.data, context.choices),
    mayGoTo: ({ context, event }, params: { step: StepName }) =>
      event.type === 'goTo' && event.step === params.step && mayReach(params.step, context.data, context.choices),
    everyStepOk: ({ context }) => firstIncomplete(context.data, context.choices) === 'review',
    savingDraft: stateIn('#surveyWizard.editing.draft.savingDraft'),
    mayDraft: ({ context }) => !context.published && stepOk('details', context.data, context.choices),
    unlocked: ({ context }) => !modelLocked(context),
    takesChanges: ({ context }) => !closedForGood(context),
    closedForGood: ({ context }) => closedForGood(context),
    audienceFree: ({ context }) => !audienceLocked(context),
    removable: ({ context, event }) => !closedForGood(context) && !(event.type === 'rater.remove' && isSubmitted(context.submitted, event.ratee, event.rater)),
    failedAt: ({ context }, params: { step: StepName }) => failedStep(context.submitError) === params.step,
    // Someone else saved the survey since it was loaded: saving again would undo their change.
    stale: (_, params: { error: unknown }) => isStale(params.error),
  },
}).createMachine({
  id: 'surveyWizard',
  initial: 'loading',
  context: ({ input }) => ({
    surveyId: input.surveyId ?? null,
    published: false,
    ...noLocks(),
    choices: emptyChoices(),
    data: emptyData(),
    attempted: null,
    draftSaved: false,
    sendWith: null,
    mailed: null,
    loadError: null,
    submitError: null,
    draftError: null,
    sendError: null,
    staleError: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearLoadError',
      invoke: {
        src: 'loadWizard',
        input: ({ context }) => ({ surveyId: context.surveyId }),
        onDone: { target: 'editing', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    editing: {
      type: 'parallel',
      on: { ...edits, clearErrors: { actions: 'clearSubmitError' } },
      states: {
        step: {
          initial: 'details',
          on: { goTo },
          states: {
            details: { entry: 'forgetAttempt', on: { next: next('details', 'audience') } },
            audience: { entry: 'forgetAttempt', on: { next: next('audience', 'competencies'), back: 'details' } },
            competencies: { entry: 'forgetAttempt', on: { next: next('competencies', 'raters'), back: 'audience' } },
            raters: { entry: 'forgetAttempt', on: { next: next('raters', 'review'), back: 'competencies' } },
            review: {
              entry: 'forgetAttempt',
              on: {
                back: 'raters',
                submit: { guard: and(['everyStepOk', not('savingDraft')]), target: '#surveyWizard.submitting' },
              },
            },
          },
        },
        draft: {
          initial: 'idle',
          states: {
            idle: { on: { saveDraft: { guard: 'mayDraft', target: 'savingDraft' } } },
            savingDraft: {
              tags: ['busy'],
              entry: 'clearDraftError',
              invoke: {
                src: 'saveSurvey',
                input: ({ context }) => saveRequest(context.surveyId, context.data, sources(context), true),
                onDone: { target: 'idle', actions: [{ type: 'storeDraft', params: ({ event }) => event.output }, 'announceDraft'] },
                onError: [
                  { guard: { type: 'stale', params: ({ event }) => ({ error: event.error }) }, target: '#surveyWizard.stale', actions: staleActions },
                  { target: 'draftFailed', actions: { type: 'storeDraftError', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            draftFailed: {
              on: {
                retry: { guard: 'mayDraft', target: 'savingDraft' },
                saveDraft: { guard: 'mayDraft', target: 'savingDraft' },
                clearErrors: { target: 'idle', actions: 'clearDraftError' },
              },
            },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearSubmitError',
      invoke: {
        src: 'saveSurvey',
        input: ({ context }) => saveRequest(context.surveyId, context.data, sources(context), false),
        // Closed for good: nobody can have been added, so nobody is mailed.
        onDone: [
          { guard: 'closedForGood', target: 'done', actions: { type: 'storeSaved', params: ({ event }) => event.output } },
          { target: 'sending', actions: { type: 'storeSaved', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'stale', params: ({ event }) => ({ error: event.error }) }, target: 'stale', actions: staleActions },
          { target: 'submitFailed', actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // Reload shows the survey as it is now (what was entered here is dropped); dismissing keeps it, unsaved.
    stale: { on: { reload: { target: 'loading', actions: 'clearStale' }, clearErrors: { target: 'editing', actions: 'clearStale' } } },
    submitFailed: {
      on: { ...edits, retry: 'submitting', goTo, edit: toFailedStep([]), clearErrors: toFailedStep('clearSubmitError') },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearSendError',
      invoke: {
        src: 'sendInvitations',
        input: ({ context }) => context.sendWith!,
        onDone: { target: 'done', actions: [{ type: 'storeMailed', params: ({ event }) => event.output }, 'announceSent'] },
        onError: { target: 'sendFailed', actions: { type: 'storeSendError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sendFailed: { on: { retry: 'sending' } },
    done: { type: 'final' },
  },
});

export type SurveyWizardMachine = typeof surveyWizardMachine;
export type SurveyWizardActor = ActorRefFrom<SurveyWizardMachine>;
export type SurveyWizardSnapshot = SnapshotFrom<SurveyWizardMachine>;
export type { StepName, WizardChoices, WizardContext, WizardData, WizardEmitted, WizardEvent, WizardLoad };
