/** The answer of the invoke that ended, as an action's params: typed by the machine the states are used in. */
const outputOf = <T>({ event }: { event: { output: T } }) => event.output;
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The states of a screen that reads one thing on opening: `loading` (busy) → `ready` | `failed`, where `retry` reads
 * again and `clearErrors` dismisses the failure. The machine names `load` (a promise actor), `store` (an action taking
 * the actor's answer as its params), `storeError` ({ error }) and `clearError` in its setup, and writes its own `ready`
 * state with whatever the screen does once the data is there; a screen with more to offer on failure spreads
 * `failed.on` into its own, and one with nothing to dismiss takes `loading` alone. Plain config, so `setup` still
 * checks every name (an unknown actor or action does not compile).
 */
export function loadStates<const Load extends string, const Store extends string>(load: Load, store: Store) {
  return {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: load,
        onDone: { target: 'ready', actions: { type: store, params: outputOf } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    failed: { on: { retry: 'loading', clearErrors: { actions: 'clearError' } } },
  } as const;
}
