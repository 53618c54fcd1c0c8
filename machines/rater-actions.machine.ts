import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Assignment, Relationship, Survey } from '../schemas/survey';
import type { RaterMailed, RaterReplaced } from '../schemas/survey-raters';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export type RaterActionKind = 'remind' | 'invite' | 'remove' | 'replace';

/** The assignment acted on, and what the dialogs say of it. */
export type RaterTarget = Pick<Assignment, 'id' | 'survey' | 'ratee' | 'rater' | 'external' | 'relationship' | 'status'>;

/** Someone who may take over an assignment. */
export interface Candidate {
  id: number;
  name: string;
  emp_code: string;
  /** What the organisation tree says they are to the ratee ("other" when it says nothing): the replacement dialog suggests those of the seat's relationship. */
  relationship?: Relationship;
}

export interface RaterActionsContext {
  kind: RaterActionKind | null;
  target: RaterTarget | null;
  /** Employees who may take over (a replacement): loaded when its dialog opens. */
  candidates: Candidate[] | null;
  /** Employee ids the replacement list leaves out: the ratee and whoever already rates them. */
  excluded: number[];
  /** The employee chosen to take over. */
  chosen: number | null;
  error: Failure | null;
}

export type RaterActionsEvent =
  | { type: 'open'; kind: RaterActionKind; target: RaterTarget; survey: Pick<Survey, 'status' | 'is_draft'>; excluded?: number[] }
  | { type: 'choose'; rater: number }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

/** Told once per action that went through: the page toasts and refetches. */
export type RaterActionsEmitted = { type: 'done'; kind: RaterActionKind; target: RaterTarget; detail: string };

/**
 * Why an action is not offered on an assignment, or null when it is. Nothing changes once a
 * survey is closed (or its results opened, which closes it); a submitted assignment stays as
 * it is; mails go to an employee or an outside rater (a new personal link), only once the survey has been sent out.
 */
export function raterActionRefusal(
  kind: RaterActionKind,
  a: Pick<Assignment, 'rater' | 'external' | 'status' | 'relationship'>,
  survey: Pick<Survey, 'status' | 'is_draft'>,
): string | null {
  if (survey.status === 'closed') return 'The survey is closed: its raters can no longer change.';
  if (a.status === 'submitted') return 'This rater has submitted: the assignment stays as it is.';
  if (kind === 'remove') return null;
  if (kind === 'replace') return a.relationship === 'self' ? "A self-assessment is the ratee's own." : null;
  if (a.rater === null && !a.external) return 'This rater has left the company: there is nobody to mail here.';
  if (survey.is_draft) return 'A draft has not been sent: send the invitations first.';
  if (kind === 'remind' && survey.status === 'draft') return 'Reminders go out once the survey is open.';
  return null;
}

/** Whom a mail goes to: an employee, or an outside rater, whose mail always carries a new link. */
export type RaterInput = { surveyId: number } & ({ raterId: number } | { externalId: number });
type AssignmentInput = { surveyId: number; assignmentId: number };

const requests = [
  { guard: 'isRemind', target: 'reminding' },
  { guard: 'isInvite', target: 'inviting' },
  { guard: 'isRemove', target: 'removing' },
  { guard: 'isReplace', target: 'replacing' },
] as const;

const failWith = { target: 'failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;
const doneWith = {
  target: 'done',
  actions: { type: 'announce', params: ({ event }: { event: { output: { detail: string } } }) => ({ detail: event.output.detail }) },
} as const;
const raterOf = ({ context: { target } }: { context: RaterActionsContext }): RaterInput =>
  target!.rater ? { surveyId: target!.survey, raterId: target!.rater.id } : { surveyId: target!.survey, externalId: target!.external!.id };
const assignmentOf = ({ context }: { context: RaterActionsContext }): AssignmentInput => ({
  surveyId: context.target!.survey,
  assignmentId: context.target!.id,
});
const openDialog = [
  { guard: 'allowedReplace', target: 'loadingCandidates', actions: 'remember' },
  { guard: 'allowed', target: 'confirming', actions: 'remember' },
] as const;

/**
 * One rater of a survey: remind them, send their invitation again, remove the assignment or
 * give it to someone else. Ask first (confirming; a replacement first loads whom it may go
 * to and needs a choice), run the request, then `done` (announced) or `failed` (kept until
 * dismissed, retried on demand).
 */
export const raterActionsMachine = setup({
  types: {} as { context: RaterActionsContext; events: RaterActionsEvent; emitted: RaterActionsEmitted },
  actors: {
    remindRater: fromPromise<RaterMailed, RaterInput>(notProvided('raterActions', 'remindRater')),
    inviteRater: fromPromise<RaterMailed, RaterInput>(notProvided('raterActions', 'inviteRater')),
    removeAssignment: fromPromise<unknown, AssignmentInput>(notProvided('raterActions', 'removeAssignment')),
    replaceRater: fromPromise<RaterReplaced, AssignmentInput & { rater: number }>(notProvided('raterActions', 'replaceRater')),
    loadCandidates: fromPromise<Candidate[], { ratee: number }>(notProvided('raterActions', 'loadCandidates')),
  },
  actions: {
    remember: assign(({ event }) =>
      event.type === 'open' ? { kind: event.kind, target: event.target, excluded: event.excluded ?? [], candidates: null, chosen: null, error: null } : {},
    ),
    forget: assign({ kind: null, target: null, candidates: null, excluded: [], chosen: null, error: null }),
    storeCandidates: assign({
      candidates: ({ context }, params: { candidates: Candidate[] }) => params.candidates.filter((c) => !context.excluded.includes(c.id)),
    }),
    choose: assign({ chosen: ({ event }) => (event.type === 'choose' ? event.rater : null) }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    announce: emit(({ context }, params: { detail: string }) => ({
      type: 'done' as const,
      kind: context.kind!,
      target: context.target!,
      detail: params.detail,
    })),
  },
  guards: {
    allowed: ({ event }) => event.type === 'open' && raterActionRefusal(event.kind, event.target, event.survey) === null,
    allowedReplace: ({ event }) => event.type === 'open' && event.kind === 'replace' && raterActionRefusal('replace', event.target, event.survey) === null,
    isRemind: ({ context }) => context.kind === 'remind',
    isInvite: ({ context }) => context.kind === 'invite',
    isRemove: ({ context }) => context.kind === 'remove',
    isReplace: ({ context }) => context.kind === 'replace' && context.chosen !== null,
    needsCandidates: ({ context }) => context.kind === 'replace' && context.candidates === null,
  },
}).createMachine({
  id: 'raterActions',
  initial: 'idle',
  context: { kind: null, target: null, candidates: null, excluded: [], chosen: null, error: null },
  states: {
    idle: { on: { open: openDialog } },
    loadingCandidates: {
      tags: ['busy'],
      invoke: {
        src: 'loadCandidates',
        input: ({ context }) => ({ ratee: context.target!.ratee.id }),
        onDone: { target: 'confirming', actions: { type: 'storeCandidates', params: ({ event }) => ({ candidates: event.output }) } },
        onError: failWith,
      },
      on: { cancel: { target: 'idle', actions: 'forget' } },
    },
    confirming: {
      on: { choose: { actions: 'choose' }, confirm: requests, cancel: { target: 'idle', actions: 'forget' } },
    },
    reminding: { tags: ['busy'], entry: 'clearError', invoke: { src: 'remindRater', input: raterOf, onDone: doneWith, onError: failWith } },
    inviting: { tags: ['busy'], entry: 'clearError', invoke: { src: 'inviteRater', input: raterOf, onDone: doneWith, onError: failWith } },
    removing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'removeAssignment',
        input: assignmentOf,
        onError: failWith,
        onDone: { target: 'done', actions: { type: 'announce', params: { detail: 'The assignment was removed.' } } },
      },
    },
    replacing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'replaceRater',
        input: ({ context }) => ({ ...assignmentOf({ context }), rater: context.chosen! }),
        onDone: doneWith,
        onError: failWith,
      },
    },
    failed: {
      on: {
        retry: [{ guard: 'needsCandidates', target: 'loadingCandidates', actions: 'clearError' }, ...requests],
        choose: { actions: 'choose' },
        clearErrors: [
          { guard: 'needsCandidates', target: 'idle', actions: 'forget' },
          { target: 'confirming', actions: 'clearError' },
        ],
        cancel: { target: 'idle', actions: 'forget' },
      },
    },
    done: { on: { open: openDialog } },
  },
});

export type RaterActionsMachine = typeof raterActionsMachine;
export type RaterActionsActor = ActorRefFrom<RaterActionsMachine>;
export type RaterActionsSnapshot = SnapshotFrom<RaterActionsMachine>;
export type RaterActionsStatus = 'idle' | 'loadingCandidates' | 'confirming' | 'reminding' | 'inviting' | 'removing' | 'replacing' | 'failed' | 'done';
