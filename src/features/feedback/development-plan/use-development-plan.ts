import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { DevelopmentPlanStatus, PlanScope, PlanWrite } from '../../../../machines/development-plan.machine';
import { ACTION_STATUS_LABELS } from '../../../../schemas/development-plan';
import { useToast } from '../../../components/toast';
import { useDevelopmentPlanFlows } from './development-plan-flows';

const DONE: Record<PlanWrite['kind'], string> = {
  create: 'Action added',
  update: 'Action saved',
  delete: 'Action deleted',
  status: 'Status updated',
};

/** One plan's machine (the feedback area's, the caller's own, a manager's or the team view's) with a toast after each write. */
export function useDevelopmentPlan(kind: 'admin' | 'mine' | 'manager' | 'team', scope: PlanScope) {
  const flows = useDevelopmentPlanFlows();
  const actor = useActorRef(flows[kind], { input: scope, ...(flows.snapshot && { snapshot: flows.snapshot }) });
  const status = useSelector(actor, (s) => s.value as DevelopmentPlanStatus);
  const actions = useSelector(actor, (s) => s.context.actions);
  const dialog = useSelector(actor, (s) => s.context.dialog);
  const error = useSelector(actor, (s) => s.context.error);
  const write = useSelector(actor, (s) => s.context.write);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const toast = useToast();

  useEffect(() => {
    const subscription = actor.on('done', ({ write: done, title, action }) => {
      const detail = done.kind === 'status' && action ? ` is ${ACTION_STATUS_LABELS[action.status].toLowerCase()}` : '';
      toast({ title: DONE[done.kind], description: title ? `“${title}”${detail}` : undefined });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  return { actor, send: actor.send, status, actions, dialog, error, write, saving, busy };
}

export type DevelopmentPlanState = ReturnType<typeof useDevelopmentPlan>;
