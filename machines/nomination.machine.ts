import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { heldLimits, limitMessages, type Colleague, type MyNomination, type NominatedRelationship, type NomineeInput } from '../schemas/nomination';
import { toFailure, type Failure } from './failure';
import { inputOf, rowsOf, withNominee, withoutNominee, type NomineeRow } from './nomination/nominee-rows';
import { loadStates } from './lib/load-states';
import { notProvided } from './lib/not-provided';

/** The ratee's nominations and the lists they are editing, by survey id. */
export interface NominationContext {
  nominations: MyNomination[];
  lists: Record<number, NomineeRow[]>;
  /** The survey whose list is being saved or sent. */
  survey: number | null;
  error: Failure | null;
}

export type NominationEvent =
  | { type: 'retry' }
  | { type: 'add'; survey: number; person: Colleague; relationship: NominatedRelationship }
  | { type: 'remove'; survey: number; raterId: number }
  | { type: 'save'; survey: number }
  | { type: 'submit'; survey: number }
  | { type: 'clearErrors' };

export interface SaveListInput {
  survey: number;
  nominees: NomineeInput[];
  /** Then send it for approval. */
  submit: boolean;
}

/** A list the ratee may still change: not sent, not approved. */
export const editable = (n: Pick<MyNomination, 'status'>) => n.status === 'open' || n.status === 'returned';

const listsOf = (nominations: readonly MyNomination[]) => Object.fromEntries(nominations.map((n) => [n.survey.id, rowsOf(n.nominees)]));

/** What keeps the list in `context` from being sent: the limits the ratee is held to (their tree's), in the server's words. */
export function problemsOf(context: NominationContext, survey: number): string[] {
  const nomination = context.nominations.find((n) => n.survey.id === survey);
  if (!nomination) return [];
  return limitMessages(context.lists[survey] ?? [], heldLimits(nomination));
}

const changeable = ({ context, event }: { context: NominationContext; event: NominationEvent }) => {
  if (!('survey' in event)) return false;
  const nomination = context.nominations.find((n) => n.survey.id === event.survey);
  return nomination !== undefined && editable(nomination);
};

/**
 * "Choose your raters": loading → ready | failed; in ready the ratee adds and removes
 * colleagues locally, then saves (PUT) or sends (PUT then submit) one survey's list:
 * saving → ready with the server's answer, or ready with the error until cleared.
 */
export const nominationMachine = setup({
  types: {} as { context: NominationContext; events: NominationEvent },
  actors: {
    fetchNominations: fromPromise<MyNomination[], void>(notProvided('nomination', 'fetchNominations')),
    saveList: fromPromise<MyNomination, SaveListInput>(notProvided('nomination', 'saveList')),
  },
  guards: {
    changeable,
    sendable: ({ context, event }) => changeable({ context, event }) && 'survey' in event && problemsOf(context, event.survey).length === 0,
  },
  actions: {
    store: assign((_, nominations: MyNomination[]) => ({ nominations, lists: listsOf(nominations) })),
    storeOne: assign(({ context }, params: { nomination: MyNomination }) => ({
      nominations: context.nominations.map((n) => (n.survey.id === params.nomination.survey.id ? params.nomination : n)),
      lists: { ...context.lists, [params.nomination.survey.id]: rowsOf(params.nomination.nominees) },
    })),
    add: assign({
      lists: ({ context, event }) => {
        if (event.type !== 'add') return context.lists;
        return { ...context.lists, [event.survey]: withNominee(context.lists[event.survey] ?? [], event.person, event.relationship) };
      },
    }),
    remove: assign({
      lists: ({ context, event }) => {
        if (event.type !== 'remove') return context.lists;
        return { ...context.lists, [event.survey]: withoutNominee(context.lists[event.survey] ?? [], event.raterId) };
      },
    }),
    target: assign({ survey: ({ event }) => ('survey' in event ? event.survey : null) }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'nomination',
  initial: 'loading',
  context: { nominations: [], lists: {}, survey: null, error: null },
  states: {
    // Nothing to dismiss without the list: a failure offers retry only.
    loading: loadStates('fetchNominations', 'store').loading,
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        add: { guard: 'changeable', actions: ['add', 'clearError'] },
        remove: { guard: 'changeable', actions: ['remove', 'clearError'] },
        save: { guard: 'changeable', target: 'saving', actions: 'target' },
        submit: { guard: 'sendable', target: 'submitting', actions: 'target' },
        clearErrors: { actions: 'clearError' },
        retry: 'loading',
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'saveList',
        input: ({ context }) => ({ survey: context.survey!, nominees: inputOf(context.lists[context.survey!] ?? []), submit: false }),
        onDone: { target: 'ready', actions: { type: 'storeOne', params: ({ event }) => ({ nomination: event.output }) } },
        onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'saveList',
        input: ({ context }) => ({ survey: context.survey!, nominees: inputOf(context.lists[context.survey!] ?? []), submit: true }),
        onDone: { target: 'ready', actions: { type: 'storeOne', params: ({ event }) => ({ nomination: event.output }) } },
        onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type NominationMachine = typeof nominationMachine;
export type NominationActor = ActorRefFrom<NominationMachine>;
export type NominationSnapshot = SnapshotFrom<NominationMachine>;
