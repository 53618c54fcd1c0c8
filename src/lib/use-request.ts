import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { RequestMachine, RequestStatus } from '../../machines/request.machine';

/**
 * Runs one request flow for a screen and reads narrow values from it. `snapshot` lets a
 * story start the screen in any state.
 */
export function useRequest<I, O>(logic: RequestMachine<I, O>, snapshot?: SnapshotFrom<RequestMachine<I, O>>) {
  const actor = useActorRef(logic, snapshot ? { snapshot } : undefined);
  const status = useSelector(actor, (s) => s.value as RequestStatus);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const output = useSelector(actor, (s) => s.context.output);
  const input = useSelector(actor, (s) => s.context.input);
  const submit = useCallback((input: I) => actor.send({ type: 'submit', input }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'retry' }), [actor]);
  const clearErrors = useCallback(() => actor.send({ type: 'clearErrors' }), [actor]);
  const reset = useCallback(() => actor.send({ type: 'reset' }), [actor]);
  return { actor, status, busy, error, input, output, submit, retry, clearErrors, reset };
}
