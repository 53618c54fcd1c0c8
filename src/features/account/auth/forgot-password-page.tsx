import { Button, Strong } from '@radix-ui/themes';
import { PaperPlaneIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { resetRequestMachine } from '../../../../machines/flows';
import { EmailOnly } from '../../../../schemas/auth';
import { emailOnlyUi } from '../../../../schemas/auth.ui';
import { SchemaForm } from '../../../components/form/index';
import { TextLink } from '../../../components/text-link';
import { useRequest } from '../../../lib/use-request';
import { liveResetRequestFlow } from './auth-flows';
import { AuthLayout } from './auth-layout';
import { ResultPanel } from './result-panel';

interface ForgotPasswordPageProps {
  flow?: typeof resetRequestMachine;
  snapshot?: SnapshotFrom<typeof resetRequestMachine>;
}

/** Ask for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage({ flow = liveResetRequestFlow, snapshot }: ForgotPasswordPageProps) {
  const { status, busy, error, input, submit, clearErrors, reset } = useRequest(flow, snapshot);
  return (
    <AuthLayout
      title="Reset your password"
      description={status === 'success' ? undefined : 'Enter the email address you sign in with. We will send you a link to choose a new password.'}
      footer={<TextLink to="/authentication/login">Back to sign in</TextLink>}
    >
      {status === 'success' ? (
        <ResultPanel
          icon={<PaperPlaneIcon width="36" height="36" aria-hidden="true" />}
          title="Check your inbox"
          tone="indigo"
          actions={
            <>
              <Button size="3" asChild>
                <Link to="/authentication/login">Back to sign in</Link>
              </Button>
              <Button size="3" variant="soft" color="gray" onClick={reset}>
                Use another address
              </Button>
            </>
          }
        >
          If an account exists for <Strong>{input?.email}</Strong>, a link to reset the password is on its way. It is valid for 60 minutes.
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
          submitText="Send the link"
        />
      )}
    </AuthLayout>
  );
}
