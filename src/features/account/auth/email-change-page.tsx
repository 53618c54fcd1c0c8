import { useEffect } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { emailChangeMachine } from '../../../../machines/email-change.machine';
import { TextLink } from '../../../components/text-link';
import { useSessionActor } from '../../../lib/session/index';
import { useOnEnter } from '../../../lib/use-on-enter';
import { useRequest } from '../../../lib/use-request';
import { liveEmailChangeFlow } from './auth-flows';
import { AuthLayout, AuthWorking } from './auth-layout';
import { isTransient, LinkDone, LinkFailure } from './link-outcomes';

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
      <LinkDone page="Sign-in address changed" title="Your sign-in address is changed">
        {output?.detail ?? 'Sign in with your new address; every earlier session has ended.'}
      </LinkDone>
    );
  }
  if (status === 'failure' && error) {
    return (
      <AuthLayout title="We could not change your sign-in address" footer={<TextLink to="/authentication/login">Back to sign in</TextLink>}>
        <Flex direction="column" gap="4">
          <LinkFailure failure={error} retry={retry} />
          {!isTransient(error) && (
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
