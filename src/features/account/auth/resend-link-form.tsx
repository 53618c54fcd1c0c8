import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { verificationLinkMachine } from '../../../../machines/flows';
import { EmailOnly } from '../../../../schemas/auth';
import { emailOnlyUi } from '../../../../schemas/auth.ui';
import { SchemaForm } from '../../../components/form/index';
import { useToast } from '../../../components/toast/index';
import { useOnEnter } from '../../../lib/use-on-enter';
import { useRequest } from '../../../lib/use-request';
import { liveVerificationLinkFlow } from './auth-flows';

export interface ResendLinkProps {
  flow?: typeof verificationLinkMachine;
  snapshot?: SnapshotFrom<typeof verificationLinkMachine>;
}

/** Asks for a new confirmation link (POST /api/verification-link/). */
export function ResendLinkForm({
  email,
  flow = liveVerificationLinkFlow,
  snapshot,
  submitText,
}: ResendLinkProps & {
  email?: string;
  submitText?: string;
}) {
  const { t } = useTranslation('account');
  const { busy, error, status, input, submit, clearErrors } = useRequest(flow, snapshot);
  const toast = useToast();
  useOnEnter(status, 'success', () =>
    toast({
      title: t('newLink.onItsWay'),
      description: input?.email ? t('newLink.checkInbox', { email: input.email }) : t('newLink.checkYourInbox'),
    }),
  );
  return (
    <SchemaForm
      schema={EmailOnly}
      uiSchema={emailOnlyUi}
      formData={{ email }}
      onSubmit={submit}
      busy={busy}
      serverErrors={error}
      onDismissErrors={clearErrors}
      submitText={status === 'success' ? t('newLink.sendAnother') : (submitText ?? t('newLink.send'))}
    />
  );
}
