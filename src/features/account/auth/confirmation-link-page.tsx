import { useEffect } from 'react';
import { Button, Flex, Separator, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Link, useParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { emailConfirmationMachine } from '../../../../machines/flows';
import { FailureCallout } from '../../../components/failure-callout';
import { TextLink } from '../../../components/text-link';
import { failureSummary } from '../../../lib/error-messages';
import { useRequest } from '../../../lib/use-request';
import { liveEmailConfirmationFlow } from './auth-flows';
import { AuthLayout, AuthWorking } from './auth-layout';
import { ResendLinkForm, type ResendLinkProps } from './resend-link-form';
import { ResultPanel } from './result-panel';

interface ConfirmationLinkPageProps {
  flow?: typeof emailConfirmationMachine;
  snapshot?: SnapshotFrom<typeof emailConfirmationMachine>;
  resend?: ResendLinkProps;
}

/** The mailed confirmation link: confirm on arrival, then sign in; or ask for a new link. */
export function ConfirmationLinkPage({ flow = liveEmailConfirmationFlow, snapshot, resend }: ConfirmationLinkPageProps) {
  const { token = '' } = useParams();
  const { status, error, output, submit, retry } = useRequest(flow, snapshot);

  useEffect(() => {
    if (status === 'idle') submit(token);
  }, [status, submit, token]);

  if (status === 'success' && output?.already_confirmed) {
    return (
      <AuthLayout title="Already confirmed">
        <ResultPanel
          icon={<CheckCircledIcon width="40" height="40" aria-hidden="true" />}
          title="Your address is already confirmed"
          actions={
            <Button size="3" asChild>
              <Link to="/authentication/login">Sign in</Link>
            </Button>
          }
        >
          This link has been used before. Sign in with your email address and password.
        </ResultPanel>
      </AuthLayout>
    );
  }
  if (status === 'success') {
    return (
      <AuthLayout title="Email confirmed">
        <ResultPanel
          icon={<CheckCircledIcon width="40" height="40" aria-hidden="true" />}
          title="Your email address is confirmed"
          actions={
            <Button size="3" asChild>
              <Link to="/authentication/login">Sign in</Link>
            </Button>
          }
        >
          Your account is active. Sign in to set up your company.
        </ResultPanel>
      </AuthLayout>
    );
  }
  if (status === 'failure' && error) {
    const transient = error.kind !== 'http' || (error.status ?? 0) >= 500;
    return (
      <AuthLayout title="We could not confirm your email" footer={<TextLink to="/authentication/login">Back to sign in</TextLink>}>
        <Flex direction="column" gap="4">
          <FailureCallout
            lines={failureSummary(error)}
            action={
              transient ? (
                <Button size="2" onClick={retry}>
                  Retry
                </Button>
              ) : undefined
            }
          />
          <Separator size="4" />
          <Text size="2" color="gray">
            Enter your email address and we will send you a new confirmation link.
          </Text>
          <ResendLinkForm {...resend} />
        </Flex>
      </AuthLayout>
    );
  }
  return <AuthWorking title="Confirming your email" doing="Confirming your email address…" />;
}
