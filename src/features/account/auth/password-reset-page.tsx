import { useEffect } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
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
import { AuthLayout } from './auth-layout';
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
      <AuthLayout title="Password changed">
        <ResultPanel
          icon={<CheckCircledIcon width="40" height="40" aria-hidden="true" />}
          title="Your new password is set"
          actions={
            <Button size="3" asChild>
              <Link to="/authentication/login">Sign in</Link>
            </Button>
          }
        >
          Sign in with your email address and the password you just chose.
        </ResultPanel>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose your password"
      description="Pick a password you do not use anywhere else. You will sign in with your email address and this password."
      footer={<TextLink to="/authentication/login">Back to sign in</TextLink>}
    >
      <SchemaForm<PasswordReset>
        schema={PasswordReset}
        uiSchema={passwordResetUi}
        onSubmit={({ password }) => submit({ token, password })}
        busy={busy}
        serverErrors={error}
        onDismissErrors={clearErrors}
        submitText="Set my password"
        footer={
          error && !error.fieldErrors?.password ? (
            <Flex justify="center">
              <TextLink to="/authentication/forgot-password">Request a new link</TextLink>
            </Flex>
          ) : undefined
        }
      />
    </AuthLayout>
  );
}
