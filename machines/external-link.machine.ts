import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ExternalAsker, ExternalRequestList } from '../schemas/external-rater';
import type { RaterSurveyList } from '../schemas/survey-answer';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface ExternalLinkContext {
  token: string;
  surveys: RaterSurveyList['result'];
  /** Who asks: the company and the survey's owner, named on the page so the person holding the link knows. */
  asker: ExternalAsker | null;
  error: Failure | null;
}

export type ExternalLinkEvent = { type: 'retry' } | { type: 'clearErrors' };

/** What the page shows; each a state of the chart. */
export type ExternalLinkView = 'loading' | 'list' | 'invalid' | 'closed' | 'failed';

const statusOf = (error: unknown) => toFailure(error).status;

/**
 * An outside rater opening their personal link: load what it opens, then the list, or why
 * it opens nothing. A link never sent or replaced by a newer one (404) and a closed survey
 * (410) are final: trying again would not help. Anything else (offline, a server error)
 * can be tried again.
 */
export const externalLinkMachine = setup({
  types: {} as { context: ExternalLinkContext; events: ExternalLinkEvent; input: { token: string } },
  actors: {
    loadLink: fromPromise<ExternalRequestList, { token: string }>(notProvided('externalLink', 'loadLink')),
  },
  actions: {
    storeList: assign((_, list: ExternalRequestList) => ({ surveys: list.result, asker: list.asker, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toFailure(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    linkInvalid: (_, params: { error: unknown }) => statusOf(params.error) === 404,
    linkClosed: (_, params: { error: unknown }) => statusOf(params.error) === 410,
  },
}).createMachine({
  id: 'externalLink',
  initial: 'loading',
  context: ({ input }) => ({ token: input.token, surveys: [], asker: null, error: null }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'list', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'linkInvalid', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'linkClosed', params: ({ event }) => ({ error: event.error }) },
            target: 'closed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    list: {},
    invalid: {},
    closed: {},
    failed: {
      on: {
        retry: 'loading',
        clearErrors: { actions: 'clearError' },
      },
    },
  },
});
export type ExternalLinkMachine = typeof externalLinkMachine;
export type ExternalLinkActor = ActorRefFrom<ExternalLinkMachine>;
export type ExternalLinkSnapshot = SnapshotFrom<ExternalLinkMachine>;
