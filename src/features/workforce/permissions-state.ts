import { useCallback, useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PermissionsMachine, PermissionsSnapshot, PermissionToggle } from '../../../machines/permissions.machine';
import { useToast } from '../../components/toast';
import { areaLabel } from './permissions-areas';
import { livePermissionsMachine } from './permissions-flows';
import { pendingValues, personName } from './permissions-rows';

/** A machine with fake effects and a state to start from: stories use them instead of the live ones. */
export interface PermissionsFlows {
  machine?: PermissionsMachine;
  snapshot?: PermissionsSnapshot;
}

type PermissionsStatus = 'loading' | 'loadFailed' | 'ready' | 'stale';

/** The screen's machine, read narrowly, and a toast after each saved change. */
export function usePermissions(companyName: string, flows: PermissionsFlows = {}) {
  const actor = useActorRef(flows.machine ?? livePermissionsMachine, {
    input: { companyName },
    ...(flows.snapshot && { snapshot: flows.snapshot }),
  });
  const status = useSelector(actor, (s) => (s.matches('ready') ? 'ready' : (s.value as PermissionsStatus)));
  const records = useSelector(actor, (s) => s.context.records);
  const pending = useSelector(actor, (s) => s.context.pending);
  const error = useSelector(actor, (s) => s.context.error);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const shown = useMemo(() => pendingValues(pending), [pending]);
  const toast = useToast();
  const { t } = useTranslation('workforce');

  useEffect(() => {
    const subscription = actor.on('saved', ({ change, record }) => {
      const name = personName(record);
      const area = areaLabel(change.area);
      const description =
        change.area === 'coach'
          ? t(change.value ? 'permissions.toast.nowCoach' : 'permissions.toast.noLongerCoach', { name })
          : t(change.value ? 'permissions.toast.canUse' : 'permissions.toast.cannotUse', { name, area });
      toast({ title: t('permissions.toast.saved'), description });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, t]);

  const toggle = useCallback((change: PermissionToggle) => actor.send({ type: 'toggle', ...change }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'retry' }), [actor]);
  const reload = useCallback(() => actor.send({ type: 'reload' }), [actor]);
  const clearErrors = useCallback(() => actor.send({ type: 'clearErrors' }), [actor]);
  return { status, records, pending: shown, error, refusal, saving, toggle, retry, reload, clearErrors };
}
