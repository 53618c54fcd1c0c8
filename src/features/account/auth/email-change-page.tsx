import { useEffect } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Link, useParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { emailChangeMachine } from '../../../../machines/email-change.machine';
import { FailureCallout } from '../../../components/failure-callout';
import { TextLink } from '../../../components/text-link';
import { failureSummary } from '../../../lib/error-messages';
import { useSessionActor } from '../../../lib/session/index';
import { useOnEnter } from '../../../lib/use-on-enter';
import { useRequest } from '../../../lib/use-request';
import { liveEmailChangeFlow } from './auth-flows';
import { AuthLayout, AuthWorking } from './auth-layout';
import { ResultPanel } from './result-panel';

interface EmailChangePageProps {
  flow?: typeof emailChangeMachine;
  snapshot?: SnapshotFrom<typeof emailChangeMachine>;
}

/**
 * The link mailed to a new sign-in address: opened on arrival. The change ends every session
 * of the account, this browser's included, so what follows is signing in with the new address.
 */
export function EmailChangePage({ flow = liveEmailChangeFlow, snapshot }: EmailChangePageProps) {
  const { token = '' } = useParams();
  const { status, error, output, submit, retry } = useRequest(flow, snapshot);
  const session = useSessionActor();

  useEffect(() => {
    if (status === 'idle') submit(token);
  }, [status, submit, token]);
  useOnEnter(status, 'success', () => session.send({ type: 'signOut' }));

  if (status === 'success') {
    return (
      <AuthLayout title="Sign-in address changed">
        <ResultPanel
          icon={<CheckCircledIcon width="40" height="40" aria-hidden="true" />}
          title="Your sign-in address is changed"
          actions={
            <Button size="3" asChild>
              <Link to="/authentication/login">Sign in</Link>
            </Button>
          }
        >
          {output?.detail ?? 'Sign in with your new address; every earlier session has ended.'}
        </ResultPanel>
      </AuthLayout>
    );
  }
  if (status === 'failure' && error) {
    const transient = error.kind !== 'http' || (error.status ?? 0) >= 500;
    return (
      <AuthLayout title="We could not change your sign-in address" footer={<TextLink to="/authentication/login">Back to sign in</TextLink>}>
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
          {!transient && (
            <Text size="2" color="gray">
              Your account keeps the address it had. If the change is still wanted, ask whoever made it (your admin or workforce team) to enter the new address
              again: a fresh link will be mailed to it.
            </Text>
          )}
        </Flex>
      </AuthLayout>
    );
  }
  return <AuthWorking title="Changing your sign-in address" doing="Confirming your new sign-in address…" />;
}
