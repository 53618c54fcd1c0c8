import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/flows';
import { ChangePassword } from '../../../schemas/auth';
import { changePasswordUi } from '../../../schemas/auth.ui';
import { SchemaForm } from '../../components/form';
import { useToast } from '../../components/toast';
import { useOnEnter } from '../../lib/use-on-enter';
import { useRequest } from '../../lib/use-request';
import { liveChangePasswordFlow } from './account-flows';

export interface ChangePasswordFormProps {
  flow?: typeof changePasswordMachine;
  snapshot?: SnapshotFrom<typeof changePasswordMachine>;
}

/** PUT /api/change-password/: the server's message is shown; the form empties for safety. */
export function ChangePasswordForm({ flow = liveChangePasswordFlow, snapshot }: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const { busy, error, status, output, submit, clearErrors } = useRequest(flow, snapshot);
  const toast = useToast();
  const [round, setRound] = useState(0);
  useOnEnter(status, 'success', () => {
    toast({ title: t('changePassword.changed'), description: output?.message });
    setRound((n) => n + 1);
  });
  return (
    <SchemaForm<ChangePassword>
      key={round}
      schema={ChangePassword}
      uiSchema={changePasswordUi}
      onSubmit={submit}
      busy={busy}
      serverErrors={error}
      onDismissErrors={clearErrors}
      submitText={t('changePassword.submit')}
    />
  );
}
