import { assign, fromPromise, setup } from 'xstate';
import type { CompanySecurity } from '../schemas/two-factor';
import { toFailure, type Failure } from './failure';
import { staleGuard } from './stale-edit';

export interface CompanySecurityContext {
  settings: CompanySecurity | null;
  /** What the save in flight or last refused sent. */
  draft: CompanySecurity | null;
  error: Failure | null;
}

export type CompanySecurityEvent =
  | { type: 'save'; settings: CompanySecurity }
  | { type: 'retry' }
  /** After a stale refusal: read the rule as it is now, dropping the change not saved. */
  | { type: 'reload' }
  | { type: 'clearErrors' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`companySecurity: the "${name}" actor is not provided`);
};

const save = { target: 'saving', actions: 'rememberDraft' } as const;

/** The admin's switch requiring two-factor sign-in in the company: load, then each change its own request. */
export const companySecurityMachine = setup({
  types: {} as { context: CompanySecurityContext; events: CompanySecurityEvent },
  actors: {
    load: fromPromise<CompanySecurity, void>(notProvided('load')),
    save: fromPromise<CompanySecurity, CompanySecurity>(notProvided('save')),
  },
  actions: {
    storeSettings: assign({ settings: (_, params: { settings: CompanySecurity }) => params.settings, draft: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    rememberDraft: assign({ draft: ({ event }) => (event.type === 'save' ? event.settings : null) }),
    forgetDraft: assign({ draft: null }),
  },
  guards: { stale: staleGuard },
}).createMachine({
  id: 'companySecurity',
  initial: 'loading',
  context: { settings: null, draft: null, error: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'load',
        onDone: { target: 'idle', actions: { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    idle: { on: { save } },
    saving: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'save',
        input: ({ context }) => context.draft!,
        onDone: { target: 'saved', actions: { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) } },
        onError: [
          { guard: 'stale', target: 'stale', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'saveFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saved: { on: { save } },
    /** Another admin changed the rule since it was read (412): nothing saved; reload, or dismiss and keep the form. */
    stale: { on: { reload: { target: 'loading', actions: 'forgetDraft' }, clearErrors: { target: 'idle', actions: 'clearError' } } },
    saveFailed: { on: { save, retry: 'saving', clearErrors: { target: 'idle', actions: ['clearError', 'rememberDraft'] } } },
  },
});

export type CompanySecurityMachine = typeof companySecurityMachine;
