import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { ResourceSnapshot, ResourceStatus } from '../../../../machines/resource.machine';
import type { Coach, CoachInput } from '../../../../schemas/coaching';
import { useToast } from '../../../components/toast';
import { useOnEnter } from '../../../lib/use-on-enter';
import { useRequest } from '../../../lib/use-request';
import { liveCoachChoices, liveCoachLink, liveCoachPool, type CoachChoicesMachine, type CoachLinkMachine, type CoachPoolMachine } from './hr-coaching-flows';

/** Machines and starting states a story gives the Coaches tab instead of the live ones. */
export interface CoachPoolFlows {
  pool?: CoachPoolMachine;
  poolSnapshot?: ResourceSnapshot<Coach, CoachInput>;
  choices?: CoachChoicesMachine;
  choicesSnapshot?: SnapshotFrom<CoachChoicesMachine>;
  link?: CoachLinkMachine;
}

export type CoachDialog = { kind: 'create' } | { kind: 'edit'; coach: Coach } | { kind: 'delete'; coach: Coach } | null;

/** The pool (the generic resource machine), what the form picks from, the link mailer, and the open dialog. */
export function useCoachPool(flows: CoachPoolFlows, initialDialog: CoachDialog = null) {
  const actor = useActorRef(flows.pool ?? liveCoachPool, flows.poolSnapshot ? { snapshot: flows.poolSnapshot } : undefined);
  const status = useSelector(actor, (s) => s.value as ResourceStatus);
  const coaches = useSelector(actor, (s) => s.context.items);
  const error = useSelector(actor, (s) => s.context.error);
  const write = useSelector(actor, (s) => s.context.write);
  const busy = useSelector(actor, (s) => s.hasTag('writing'));
  const choices = useRequest(flows.choices ?? liveCoachChoices, flows.choicesSnapshot);
  const link = useRequest(flows.link ?? liveCoachLink);
  const [dialog, setDialog] = useState<CoachDialog>(initialDialog);
  const toast = useToast();
  const { t } = useTranslation('coaching');

  const { status: choicesStatus, submit: askChoices } = choices;
  useEffect(() => {
    if (choicesStatus === 'idle') askChoices(null);
  }, [choicesStatus, askChoices]);

  useEffect(() => {
    const subscription = actor.on('written', ({ write: done, item }) => {
      const name = item?.name ?? (dialog && dialog.kind !== 'create' ? dialog.coach.name : '');
      const title = done.kind === 'create' ? t('coaches.added') : done.kind === 'delete' ? t('coaches.removed') : t('hr.changesSaved');
      const mailed = done.kind === 'create' && item?.kind === 'outside';
      toast({ title, description: mailed ? t('coaches.addedOutside', { name }) : name });
      setDialog(null);
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, dialog, t]);

  useOnEnter(link.status, 'success', () => {
    const coach = coaches.find((c) => c.id === link.input);
    toast({ title: t('coaches.linkSent'), description: coach ? t('coaches.linkSentText', { name: coach.name }) : '' });
    actor.send({ type: 'refresh' });
  });

  const close = () => {
    setDialog(null);
    actor.send({ type: 'clearErrors' });
  };
  /** The last write's failure, for the dialog it belongs to. */
  const failedWrite = (kind: 'form' | 'delete') => (status === 'failed' && write && (kind === 'delete') === (write.kind === 'delete') ? error : null);
  const save = (body: CoachInput) =>
    dialog?.kind === 'edit' ? actor.send({ type: 'update', id: dialog.coach.id, values: body }) : actor.send({ type: 'create', values: body });

  return { actor, status, coaches, error, busy, choices, link, dialog, setDialog, close, failedWrite, save };
}
