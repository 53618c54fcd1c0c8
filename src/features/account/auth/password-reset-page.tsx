import { useEffect } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { resetCompletionMachine } from '../../../../machines/flows';
import { PasswordReset } from '../../../../schemas/auth';
import { passwordResetUi } from '../../../../schemas/auth.ui';
import { SchemaForm } from '../../../components/form/index';
import { TextLink } from '../../../components/text-link';
import { setToken } from '../../../lib/token';
import { useRequest } from '../../../lib/use-request';
import { liveResetCompletionFlow } from './auth-flows';
import { AuthLayout } from '../../../components/auth-layout';
import { ResultPanel } from './result-panel';

interface PasswordResetPageProps {
  flow?: typeof resetCompletionMachine;
  snapshot?: SnapshotFrom<typeof resetCompletionMachine>;
}

/**
 * The mailed link's page, for a forgotten password and for a new employee's first one (the
 * welcome link): a first password signs the person in and opens their dashboard.
 */
export function PasswordResetPage({ flow = liveResetCompletionFlow, snapshot }: PasswordResetPageProps) {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { status, busy, error, output, submit, clearErrors } = useRequest(flow, snapshot);
  const session = output?.token;
  useEffect(() => {
    if (!session) return;
    setToken(session);
    navigate('/portrayal/dashboard', { replace: true });
  }, [session, navigate]);
  if (status === 'success' && !session) {
    return (
      <AuthLayout title={t('reset.changedPage')}>
        <ResultPanel
          icon={<CheckCircledIcon width="40" height="40" aria-hidden="true" />}
          title={t('reset.changedTitle')}
          actions={
            <Button size="3" asChild>
              <Link to="/authentication/login">{t('auth.signIn')}</Link>
            </Button>
          }
        >
          {t('reset.changedBody')}
        </ResultPanel>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('reset.title')} description={t('reset.description')} footer={<TextLink to="/authentication/login">{t('auth.backToSignIn')}</TextLink>}>
      <SchemaForm<PasswordReset>
        schema={PasswordReset}
        uiSchema={passwordResetUi}
        onSubmit={({ password }) => submit({ token, password })}
        busy={busy}
        serverErrors={error}
        onDismissErrors={clearErrors}
        submitText={t('reset.submit')}
        footer={
          error && !error.fieldErrors?.password ? (
            <Flex justify="center">
              <TextLink to="/authentication/forgot-password">{t('reset.newLink')}</TextLink>
            </Flex>
          ) : undefined
        }
      />
    </AuthLayout>
  );
}
