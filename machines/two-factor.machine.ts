import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { EnableTwoFactor, PasswordAndCode, PasswordOnly, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../schemas/two-factor';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface TwoFactorContext {
  status: TwoFactorStatus | null;
  /** The secret waiting for its first code, while setting up. */
  setup: TwoFactorSetup | null;
  /** Shown once, after turning on or asking for new ones. */
  recoveryCodes: string[] | null;
  /** Which form of the card is open: a password field waits for a click, so the page's other password forms stay the only ones. */
  form: TwoFactorForm | null;
  error: Failure | null;
}

export type TwoFactorForm = 'start' | 'disable' | 'regenerate';

export type TwoFactorEvent =
  | { type: 'start'; input: PasswordOnly }
  | { type: 'enable'; input: EnableTwoFactor }
  | { type: 'openForm'; form: TwoFactorForm }
  | { type: 'disable'; input: PasswordAndCode }
  | { type: 'regenerate'; input: PasswordAndCode }
  /** Closes a form or the setup without a change. */
  | { type: 'cancel' }
  /** The recovery codes are saved: on to the card as it now is. */
  | { type: 'done' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

const fail = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/**
 * The account page's two-factor sign-in: loading → off | on. Off: the password gives a secret
 * (setting up), a code from the app turns it on and the recovery codes show once. On: turning it
 * off or new recovery codes, each with the password and a code. One request state each, with
 * its failure state and clearErrors.
 */
export const twoFactorMachine = setup({
  types: {} as { context: TwoFactorContext; events: TwoFactorEvent },
  actors: {
    status: fromPromise<TwoFactorStatus, void>(notProvided('twoFactor', 'status')),
    start: fromPromise<TwoFactorSetup, PasswordOnly>(notProvided('twoFactor', 'start')),
    enable: fromPromise<RecoveryCodes, EnableTwoFactor>(notProvided('twoFactor', 'enable')),
    disable: fromPromise<TwoFactorStatus, PasswordAndCode>(notProvided('twoFactor', 'disable')),
    regenerate: fromPromise<RecoveryCodes, PasswordAndCode>(notProvided('twoFactor', 'regenerate')),
  },
  actions: {
    storeStatus: assign({ status: (_, params: { status: TwoFactorStatus }) => params.status }),
    storeSetup: assign({ setup: (_, params: { setup: TwoFactorSetup }) => params.setup }),
    forgetSetup: assign({ setup: null }),
    storeCodes: assign({ recoveryCodes: (_, params: { codes: string[] }) => params.codes }),
    forgetCodes: assign({ recoveryCodes: null }),
    openForm: assign({ form: (_, params: { form: TwoFactorForm }) => params.form }),
    closeForm: assign({ form: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    isOn: (_, params: { status: TwoFactorStatus }) => params.status.enabled,
  },
}).createMachine({
  id: 'twoFactor',
  initial: 'loading',
  context: { status: null, setup: null, recoveryCodes: null, form: null, error: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'status',
        onDone: [
          {
            guard: { type: 'isOn', params: ({ event }) => ({ status: event.output }) },
            target: 'on',
            actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
          },
          { target: 'off', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: fail },
      },
    },
    loadFailed: { on: { retry: 'loading' } },

    off: {
      on: {
        openForm: { actions: { type: 'openForm', params: ({ event }) => ({ form: event.form }) } },
        cancel: { actions: 'closeForm' },
        start: 'starting',
      },
    },
    starting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'start',
        input: ({ event }) => {
          assertEvent(event, 'start');
          return event.input;
        },
        onDone: { target: 'settingUp', actions: [{ type: 'storeSetup', params: ({ event }) => ({ setup: event.output }) }, 'closeForm'] },
        onError: { target: 'startFailed', actions: fail },
      },
    },
    startFailed: {
      on: {
        start: 'starting',
        clearErrors: { target: 'off', actions: 'clearError' },
        cancel: { target: 'off', actions: ['clearError', 'closeForm'] },
      },
    },

    settingUp: { on: { enable: 'enabling', cancel: { target: 'off', actions: 'forgetSetup' } } },
    enabling: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'enable',
        input: ({ event }) => {
          assertEvent(event, 'enable');
          return event.input;
        },
        onDone: { target: 'showingCodes', actions: [{ type: 'storeCodes', params: ({ event }) => ({ codes: event.output.recovery_codes }) }, 'forgetSetup'] },
        onError: { target: 'enableFailed', actions: fail },
      },
    },
    enableFailed: {
      on: {
        enable: 'enabling',
        clearErrors: { target: 'settingUp', actions: 'clearError' },
        cancel: { target: 'off', actions: ['clearError', 'forgetSetup'] },
      },
    },

    showingCodes: { on: { done: { target: 'loading', actions: ['forgetCodes', 'closeForm'] } } },

    on: {
      on: {
        openForm: { actions: { type: 'openForm', params: ({ event }) => ({ form: event.form }) } },
        cancel: { actions: 'closeForm' },
        disable: 'disabling',
        regenerate: 'regenerating',
      },
    },
    disabling: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'disable',
        input: ({ event }) => {
          assertEvent(event, 'disable');
          return event.input;
        },
        onDone: { target: 'off', actions: [{ type: 'storeStatus', params: ({ event }) => ({ status: event.output }) }, 'closeForm'] },
        onError: { target: 'onFailed', actions: fail },
      },
    },
    regenerating: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'regenerate',
        input: ({ event }) => {
          assertEvent(event, 'regenerate');
          return event.input;
        },
        onDone: { target: 'showingCodes', actions: { type: 'storeCodes', params: ({ event }) => ({ codes: event.output.recovery_codes }) } },
        onError: { target: 'onFailed', actions: fail },
      },
    },
    onFailed: {
      on: {
        disable: 'disabling',
        regenerate: 'regenerating',
        clearErrors: { target: 'on', actions: 'clearError' },
        cancel: { target: 'on', actions: ['clearError', 'closeForm'] },
      },
    },
  },
});

export type TwoFactorMachine = typeof twoFactorMachine;
