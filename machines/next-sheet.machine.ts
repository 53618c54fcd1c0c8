import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { RaterSurveyList } from '../schemas/survey-answer';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

/** The sheet a rater goes on to after a submit: whom it rates, and whether that is themself. */
export interface NextSheet {
  assignment: number;
  ratee: string;
  self: boolean;
}

/**
 * The first sheet of `list` still to answer that is not `current`, in the list's order (the server's: the survey due
 * first first, the self-assessment first within it), or null when none is left.
 */
export function nextPendingSheet(list: RaterSurveyList, current: number): NextSheet | null {
  for (const { assignments } of list.result) {
    const next = assignments.find((a) => a.id !== current && a.status !== 'submitted');
    if (next) return { assignment: next.id, ratee: next.ratee.name, self: next.relationship === 'self' };
  }
  return null;
}

export interface NextSheetContext {
  assignment: number;
  next: NextSheet | null;
  error: Failure | null;
}

export type NextSheetEvent = { type: 'retry' } | { type: 'clearErrors' };

/**
 * After a submit: find the rater's next sheet to answer, so the thank-you offers "Rate <next person>" or says all is
 * done. The lookup is a help: when it fails the rater still has their list, and may try again.
 */
export const nextSheetMachine = setup({
  types: {} as { context: NextSheetContext; events: NextSheetEvent; input: { assignment: number } },
  actors: {
    findNext: fromPromise<NextSheet | null, { assignment: number }>(notProvided('nextSheet', 'findNext')),
  },
  actions: {
    storeNext: assign((_, next: NextSheet | null) => ({ next, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toFailure(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    found: (_, next: NextSheet | null) => next !== null,
  },
}).createMachine({
  id: 'nextSheet',
  initial: 'finding',
  context: ({ input }) => ({ assignment: input.assignment, next: null, error: null }),
  states: {
    finding: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'findNext',
        input: ({ context }) => ({ assignment: context.assignment }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'next',
            actions: { type: 'storeNext', params: ({ event }) => event.output },
          },
          { target: 'allDone', actions: { type: 'storeNext', params: () => null } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    next: {},
    allDone: {},
    failed: { on: { retry: 'finding', clearErrors: { target: 'failedQuietly', actions: 'clearError' } } },
    /** The failure dismissed: only the way back to the list is offered. */
    failedQuietly: { on: { retry: 'finding' } },
  },
});

export type NextSheetMachine = typeof nextSheetMachine;
export type NextSheetActor = ActorRefFrom<NextSheetMachine>;
export type NextSheetView = 'finding' | 'next' | 'allDone' | 'failed' | 'failedQuietly';
