import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  excessMessages,
  heldLimits,
  shortfallMessages,
  type Colleague,
  type NominatedRelationship,
  type Nomination,
  type NomineeInput,
} from '../schemas/nomination';
import { toFailure, type Failure } from './failure';
import { included, inputOf, replaced, rowsOf, toggled, withNominee, type NomineeRow } from './nomination/nominee-rows';
import { notProvided } from './lib/not-provided';

/** One ratee's list in one survey. */
export interface ApprovalKey {
  survey: number;
  ratee: number;
}
export const keyOf = (n: Pick<Nomination, 'survey' | 'ratee'>): string => `${n.survey.id}:${n.ratee.id}`;

export interface ApprovalContext {
  /** HR stepping in on one ratee's list; null: every list waiting for the approver. */
  only: ApprovalKey | null;
  /** Lists waiting for the approver, or the one ratee's HR opened. */
  nominations: Nomination[];
  /** The list each nomination will be approved with, by key. */
  rows: Record<string, NomineeRow[]>;
  /** The list being approved or sent back. */
  deciding: string | null;
  note: string;
  /** Per key, the approver's reason for approving fewer raters than a minimum asks. */
  reasons: Record<string, string>;
  error: Failure | null;
}

export type ApprovalEvent =
  | { type: 'retry' }
  | { type: 'toggle'; key: string; raterId: number }
  | { type: 'replace'; key: string; raterId: number; by: Colleague }
  | { type: 'add'; key: string; person: Colleague; relationship: NominatedRelationship }
  | { type: 'reason'; key: string; text: string }
  | { type: 'approve'; key: string }
  | { type: 'sendBack'; key: string; note: string }
  | { type: 'clearErrors' };

export type DecisionInput =
  | { kind: 'approve'; survey: number; ratee: number; nominees: NomineeInput[]; below_minimum_reason?: string }
  | { kind: 'return'; survey: number; ratee: number; note: string };

/** Where the list falls below a minimum the ratee is held to: approvable only with a reason. */
export function approvalShortfall(context: ApprovalContext, key: string): string[] {
  const nomination = context.nominations.find((n) => keyOf(n) === key);
  return nomination ? shortfallMessages(included(context.rows[key] ?? []), heldLimits(nomination)) : [];
}

/** What keeps a list from being approved as it stands: a maximum passed, or a minimum missed with no reason given. */
export function approvalProblems(context: ApprovalContext, key: string): string[] {
  const nomination = context.nominations.find((n) => keyOf(n) === key);
  if (!nomination) return [];
  const excess = excessMessages(included(context.rows[key] ?? []), heldLimits(nomination));
  return [...(context.reasons[key]?.trim() ? [] : approvalShortfall(context, key)), ...excess];
}

const pending = (n: Nomination | undefined) => n !== undefined && n.status !== 'approved';
const find = (context: ApprovalContext, key: string) => context.nominations.find((n) => keyOf(n) === key);

/**
 * "Approve raters": loading → ready | failed; in ready the approver unchecks, replaces or
 * adds raters on a list, then approves it or sends it back with a note: deciding → ready with
 * the list as decided, or ready with the error until cleared.
 */
export const nominationApprovalMachine = setup({
  types: {} as { context: ApprovalContext; events: ApprovalEvent; input: ApprovalKey | null },
  actors: {
    fetchNominations: fromPromise<Nomination[], ApprovalKey | null>(notProvided('nominationApproval', 'fetchNominations')),
    decide: fromPromise<Nomination, DecisionInput>(notProvided('nominationApproval', 'decide')),
  },
  guards: {
    pending: ({ context, event }) => 'key' in event && pending(find(context, event.key)),
    approvable: ({ context, event }) => 'key' in event && pending(find(context, event.key)) && approvalProblems(context, event.key).length === 0,
    returnable: ({ context, event }) => event.type === 'sendBack' && find(context, event.key)?.status === 'submitted' && event.note.trim().length > 0,
  },
  actions: {
    store: assign((_, params: { nominations: Nomination[] }) => ({
      nominations: params.nominations,
      rows: Object.fromEntries(params.nominations.map((n) => [keyOf(n), rowsOf(n.nominees)])),
    })),
    storeOne: assign(({ context }, params: { nomination: Nomination }) => ({
      nominations: context.nominations.map((n) => (keyOf(n) === keyOf(params.nomination) ? params.nomination : n)),
      rows: { ...context.rows, [keyOf(params.nomination)]: rowsOf(params.nomination.nominees) },
      deciding: null,
    })),
    toggle: assign({
      rows: ({ context, event }) =>
        event.type === 'toggle' ? { ...context.rows, [event.key]: toggled(context.rows[event.key] ?? [], event.raterId) } : context.rows,
    }),
    replace: assign({
      rows: ({ context, event }) =>
        event.type === 'replace' ? { ...context.rows, [event.key]: replaced(context.rows[event.key] ?? [], event.raterId, event.by) } : context.rows,
    }),
    add: assign({
      rows: ({ context, event }) =>
        event.type === 'add' ? { ...context.rows, [event.key]: withNominee(context.rows[event.key] ?? [], event.person, event.relationship) } : context.rows,
    }),
    reason: assign({
      reasons: ({ context, event }) => (event.type === 'reason' ? { ...context.reasons, [event.key]: event.text } : context.reasons),
    }),
    target: assign({
      deciding: ({ event }) => ('key' in event ? event.key : null),
      note: ({ event }) => (event.type === 'sendBack' ? event.note.trim() : ''),
    }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'nominationApproval',
  initial: 'loading',
  context: ({ input }) => ({ only: input ?? null, nominations: [], rows: {}, deciding: null, note: '', reasons: {}, error: null }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchNominations',
        input: ({ context }) => context.only,
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => ({ nominations: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        toggle: { guard: 'pending', actions: ['toggle', 'clearError'] },
        replace: { guard: 'pending', actions: ['replace', 'clearError'] },
        add: { guard: 'pending', actions: ['add', 'clearError'] },
        reason: { guard: 'pending', actions: ['reason', 'clearError'] },
        approve: { guard: 'approvable', target: 'deciding', actions: 'target' },
        sendBack: { guard: 'returnable', target: 'deciding', actions: 'target' },
        clearErrors: { actions: 'clearError' },
        retry: 'loading',
      },
    },
    deciding: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'decide',
        input: ({ context }): DecisionInput => {
          const nomination = find(context, context.deciding!)!;
          const at = { survey: nomination.survey.id, ratee: nomination.ratee.id };
          if (context.note) return { kind: 'return', ...at, note: context.note };
          const nominees = inputOf(context.rows[context.deciding!] ?? []);
          // The reason goes only with a list below a minimum: one that meets the limits needs none.
          const reason = approvalShortfall(context, context.deciding!).length ? context.reasons[context.deciding!]?.trim() : undefined;
          return { kind: 'approve', ...at, nominees, ...(reason ? { below_minimum_reason: reason } : {}) };
        },
        onDone: { target: 'ready', actions: { type: 'storeOne', params: ({ event }) => ({ nomination: event.output }) } },
        onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type NominationApprovalMachine = typeof nominationApprovalMachine;
export type NominationApprovalActor = ActorRefFrom<NominationApprovalMachine>;
export type NominationApprovalSnapshot = SnapshotFrom<NominationApprovalMachine>;
