import { useActorRef, useSelector } from '@xstate/react';
import { useDevelopmentPlanFlows } from './development-plan-flows';

/** HR's suggestions for one ratee's plan: the machine's state, answer and failure, and its events. */
export function useActionSuggestions(survey: number, ratee: number) {
  const flows = useDevelopmentPlanFlows();
  const actor = useActorRef(flows.suggestions, { input: { survey, ratee } });
  const status = useSelector(actor, (s) => s.value);
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const error = useSelector(actor, (s) => s.context.error);
  return { status, suggestions, error, retry: () => actor.send({ type: 'retry' }), dismiss: () => actor.send({ type: 'clearErrors' }) };
}
