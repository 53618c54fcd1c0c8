import { assign, fromPromise, setup, type PromiseActorLogic, type StateMachine } from 'xstate';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface RequestContext<I, O> {
  input: I | undefined;
  output: O | undefined;
  error: Failure | null;
}

export type RequestEvent<I> = { type: 'submit'; input: I } | { type: 'retry' } | { type: 'clearErrors' } | { type: 'reset' };

/**
 * The chart every "send this, then show the answer" flow shares (registration, email
 * confirmation, password reset…), so they all behave alike: idle → requesting → success
 * | failure. The effect is the `request` actor, provided by the screen with `.provide()`;
 * the default refuses to run so a forgotten effect fails loudly instead of hanging.
 */
function buildRequestMachine(id: string) {
  return setup({
    types: {} as { context: RequestContext<unknown, unknown>; events: RequestEvent<unknown> },
    actors: {
      request: fromPromise<unknown, unknown>(notProvided(id, 'request')),
    },
    actions: {
      rememberInput: assign({ input: (_, params: { input: unknown }) => params.input }),
      storeOutput: assign({ output: (_, params: { output: unknown }) => params.output }),
      storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
      clearError: assign({ error: null }),
      forget: assign({ input: undefined, output: undefined, error: null }),
    },
  }).createMachine({
    id,
    initial: 'idle',
    context: { input: undefined, output: undefined, error: null },
    states: {
      idle: {
        on: { submit: { target: 'requesting', actions: { type: 'rememberInput', params: ({ event }) => ({ input: event.input }) } } },
      },
      requesting: {
        tags: ['busy'],
        entry: 'clearError',
        invoke: {
          src: 'request',
          // Annotated: an `unknown` input leaves the mapper without a contextual type.
          input: ({ context }: { context: RequestContext<unknown, unknown> }) => context.input,
          onDone: { target: 'success', actions: { type: 'storeOutput', params: ({ event }) => ({ output: event.output }) } },
          onError: { target: 'failure', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      success: {
        on: {
          submit: { target: 'requesting', actions: { type: 'rememberInput', params: ({ event }) => ({ input: event.input }) } },
          reset: { target: 'idle', actions: 'forget' },
        },
      },
      failure: {
        on: {
          submit: { target: 'requesting', actions: { type: 'rememberInput', params: ({ event }) => ({ input: event.input }) } },
          retry: 'requesting',
          clearErrors: { target: 'idle', actions: 'clearError' },
          reset: { target: 'idle', actions: 'forget' },
        },
      },
    },
  });
}

type Untyped = ReturnType<typeof buildRequestMachine>;

/**
 * The same machine seen with the caller's input and output types. XState cannot type a
 * chart whose context and actors are generic, so the chart is built once with `unknown`
 * and only its type is specialised here.
 */
export type RequestMachine<I, O> =
  Untyped extends StateMachine<
    RequestContext<unknown, unknown>,
    RequestEvent<unknown>,
    infer Children,
    infer _Actor,
    infer Action,
    infer Guard,
    infer Delay,
    infer Value,
    infer Tag,
    infer Input,
    infer Output,
    infer Emitted,
    infer Meta,
    infer Schema
  >
    ? StateMachine<
        RequestContext<I, O>,
        RequestEvent<I>,
        Children,
        { src: 'request'; logic: PromiseActorLogic<O, I>; id: string | undefined },
        Action,
        Guard,
        Delay,
        Value,
        Tag,
        Input,
        Output,
        Emitted,
        Meta,
        Schema
      >
    : never;

export function createRequestMachine<I, O>(id: string): RequestMachine<I, O> {
  return buildRequestMachine(id) as unknown as RequestMachine<I, O>;
}

export type RequestStatus = 'idle' | 'requesting' | 'success' | 'failure';
