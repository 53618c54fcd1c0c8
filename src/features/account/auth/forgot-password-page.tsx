import { Button, Strong } from '@radix-ui/themes';
import { PaperPlaneIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { resetRequestMachine } from '../../../../machines/flows';
import { EmailOnly } from '../../../../schemas/auth';
import { emailOnlyUi } from '../../../../schemas/auth.ui';
import { SchemaForm } from '../../../components/form/index';
import { TextLink } from '../../../components/text-link';
import { useRequest } from '../../../lib/use-request';
import { liveResetRequestFlow } from './auth-flows';
import { AuthLayout } from '../../../components/auth-layout';
import { ResultPanel } from './result-panel';

interface ForgotPasswordPageProps {
  flow?: typeof resetRequestMachine;
  snapshot?: SnapshotFrom<typeof resetRequestMachine>;
}

/** Ask for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage({ flow = liveResetRequestFlow, snapshot }: ForgotPasswordPageProps) {
  const { t } = useTranslation('account');
  const { status, busy, error, input, submit, clearErrors, reset } = useRequest(flow, snapshot);
  return (
    <AuthLayout
      title={t('forgot.title')}
      description={status === 'success' ? undefined : t('forgot.description')}
      footer={<TextLink to="/authentication/login">{t('auth.backToSignIn')}</TextLink>}
    >
      {status === 'success' ? (
        <ResultPanel
          icon={<PaperPlaneIcon width="36" height="36" aria-hidden="true" />}
          title={t('forgot.checkInbox')}
          tone="indigo"
          actions={
            <>
              <Button size="3" asChild>
                <Link to="/authentication/login">{t('auth.backToSignIn')}</Link>
              </Button>
              <Button size="3" variant="soft" color="gray" onClick={reset}>
                {t('forgot.anotherAddress')}
              </Button>
            </>
          }
        >
          <Trans t={t} i18nKey="forgot.sent" values={{ email: input?.email }} components={{ strong: <Strong /> }} />
        </ResultPanel>
      ) : (
        <SchemaForm<EmailOnly>
          schema={EmailOnly}
          uiSchema={{ ...emailOnlyUi, email: { ...emailOnlyUi.email, 'ui:autofocus': true } }}
          formData={{ email: input?.email }}
          onSubmit={submit}
          busy={busy}
          serverErrors={error}
          onDismissErrors={clearErrors}
          submitText={t('forgot.submit')}
        />
      )}
    </AuthLayout>
  );
}
