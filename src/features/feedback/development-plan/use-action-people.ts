import { useActorRef, useSelector } from '@xstate/react';
import { useDevelopmentPlanFlows } from './development-plan-flows';

/** Who may own or coach a ratee's actions, as HR (`admin`) or their manager asks the server. */
export function useActionPeople(kind: 'admin' | 'manager', ratee: number) {
  const flows = useDevelopmentPlanFlows();
  const actor = useActorRef(flows.people[kind], { input: { ratee } });
  return useSelector(actor, (s) => s.context.people);
}
