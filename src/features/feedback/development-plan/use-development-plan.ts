import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { DevelopmentPlanStatus, PlanScope } from '../../../../machines/development-plan.machine';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useDevelopmentPlanFlows } from './development-plan-flows';

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
  const { t } = useTranslation('feedback');

  useEffect(() => {
    const subscription = actor.on('done', ({ write: done, title, action }) => {
      const description =
        title && done.kind === 'status' && action ? t(`plan.done.statusOf.${action.status}`, { title }) : title ? t('plan.done.named', { title }) : undefined;
      toast({ title: t(`plan.done.${done.kind}`), description });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, t]);

  return { actor, send: actor.send, status, actions, dialog, error, write, saving, busy };
}

export type DevelopmentPlanState = ReturnType<typeof useDevelopmentPlan>;
