import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../schemas/employee';
import { useToast } from '../../components/toast';
import { useOnEnter } from '../../lib/use-on-enter';
import { useRequest } from '../../lib/use-request';
import { liveInvite, type inviteMachine } from './workforce-flows';

/**
 * Invite one employee, or everyone never invited: the welcome mails go out from the server;
 * a success toasts what it did and `onDone` refreshes the list, whose statuses then show when.
 */
export function useInvitations(logic: typeof inviteMachine | undefined, onDone: () => void) {
  const request = useRequest(logic ?? liveInvite);
  const toast = useToast();
  const { t } = useTranslation('workforce');
  useOnEnter(request.status, 'success', () => {
    toast({ title: t('invitations.toast'), description: request.output?.detail ?? '' });
    onDone();
  });
  const { submit } = request;
  const invite = useCallback((employee: Employee) => submit({ ids: [employee.id] }), [submit]);
  const inviteAll = useCallback(() => submit({ all_not_invited: true }), [submit]);
  const context = useMemo(() => ({ invite, busy: request.busy }), [invite, request.busy]);
  return { ...request, invite, inviteAll, context };
}
