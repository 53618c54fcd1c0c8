import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { ResourceSnapshot, ResourceStatus } from '../../../machines/resource.machine';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../schemas/employee';
import { useToast } from '../../components/toast';
import { useCurrentUser, useSessionActor } from '../../lib/session';
import { useOnEnter } from '../../lib/use-on-enter';
import { useRequest } from '../../lib/use-request';
import { fullName } from './employee-rows';
import {
  liveEmployees,
  liveTemplate,
  liveWorkforceChoices,
  type EmployeeListMachine,
  type templateMachine,
  type workforceChoicesMachine,
} from './workforce-flows';

/** Machines and starting states a story gives the screen instead of the live ones. */
export interface WorkforceFlows {
  employees?: EmployeeListMachine;
  employeesSnapshot?: ResourceSnapshot<Employee>;
  choices?: typeof workforceChoicesMachine;
  choicesSnapshot?: SnapshotFrom<typeof workforceChoicesMachine>;
  template?: typeof templateMachine;
}

export type WorkforceDialog = { kind: 'create' } | { kind: 'edit'; employee: Employee } | { kind: 'delete'; employee: Employee } | { kind: 'import' } | null;

/** The employee list (the generic resource machine), the lists they pick from, the dialog, and what follows a change. */
export function useWorkforce(flows: WorkforceFlows, initialDialog: WorkforceDialog = null) {
  const user = useCurrentUser();
  const session = useSessionActor();
  const actor = useActorRef(
    flows.employees ?? liveEmployees(user?.company?.name ?? ''),
    flows.employeesSnapshot ? { snapshot: flows.employeesSnapshot } : undefined,
  );
  const status = useSelector(actor, (s) => s.value as ResourceStatus);
  const employees = useSelector(actor, (s) => s.context.items);
  const error = useSelector(actor, (s) => s.context.error);
  const write = useSelector(actor, (s) => s.context.write);
  const busy = useSelector(actor, (s) => s.hasTag('writing'));
  const choices = useRequest(flows.choices ?? liveWorkforceChoices, flows.choicesSnapshot);
  const template = useRequest(flows.template ?? liveTemplate);
  const [dialog, setDialog] = useState<WorkforceDialog>(initialDialog);
  // Each read of the employee (open, reload after a stale save) starts its dialog afresh from that version.
  const [opened, setOpened] = useState(0);
  const stale = useSelector(actor, (s) => s.matches('stale'));
  const reloading = useSelector(actor, (s) => s.hasTag('reloading'));
  const opening = useSelector(actor, (s) => s.hasTag('opening'));
  const dialogRef = useRef(dialog);
  dialogRef.current = dialog;
  const toast = useToast();
  const { t } = useTranslation('workforce');

  const { status: choicesStatus, submit: askChoices } = choices;
  useEffect(() => {
    if (choicesStatus === 'idle') askChoices(undefined);
  }, [choicesStatus, askChoices]);

  useEffect(() => {
    const subscription = actor.on('written', ({ write: done, item }) => {
      const open = dialogRef.current;
      const who = item ? fullName(item) : open && 'employee' in open ? fullName(open.employee) : '';
      const waiting = done.kind === 'update' && item ? item.pending_email : null;
      // A new address nobody was mailed at yet: its owner was asked at the current one.
      const proposed = done.kind === 'update' && item && !waiting ? (done as { values?: { email?: string } }).values?.email : undefined;
      const asked = proposed && item && proposed.toLowerCase() !== item.email.toLowerCase() ? proposed : null;
      if (done.kind === 'create') {
        const mailed = (done as { values?: { send_invitation?: boolean } }).values?.send_invitation === true;
        toast({ title: t('toast.added'), description: mailed ? t('toast.mailed', { who }) : t('toast.notMailed', { who }) });
      } else if (asked) toast({ title: t('toast.saved'), description: t('toast.asked', { who, email: item!.email, asked }) });
      else if (waiting) toast({ title: t('toast.saved'), description: t('toast.waiting', { who, waiting }) });
      else toast({ title: done.kind === 'update' ? t('toast.saved') : t('toast.deleted'), description: who });
      setDialog(null);
      // Deleting a user refetches the current user (deleting oneself ends the session);
      // so does editing oneself, whose name the header shows.
      const self = open && 'employee' in open && open.employee.user_id === user?.id;
      if (done.kind === 'delete' || self) session.send({ type: 'refresh' });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, session, user?.id, t]);

  useEffect(() => {
    const subscription = actor.on('opened', ({ purpose, item }) => {
      setDialog(purpose === 'edit' ? { kind: 'edit', employee: item } : { kind: 'delete', employee: item });
      setOpened((n) => n + 1);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  /** Edit or delete: the employee is read first, and the dialog opens with that version. */
  const open = (purpose: 'edit' | 'delete', employee: Employee) => actor.send({ type: 'open', id: employee.id, purpose });

  useOnEnter(template.status, 'success', () => toast({ title: t('toast.template'), description: `employee-import-template.${template.input}` }));

  const close = () => {
    setDialog(null);
    actor.send({ type: 'clearErrors' });
  };
  const failedWrite = (kind: 'form' | 'delete') => (status === 'failed' && write && (kind === 'delete') === (write.kind === 'delete') ? error : null);

  return { user, actor, status, employees, error, busy, choices, template, dialog, setDialog, open, opened, opening, stale, reloading, close, failedWrite };
}
