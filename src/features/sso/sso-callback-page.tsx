import { useEffect } from 'react';
import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { SsoSignInMachine } from '../../../machines/sso-sign-in.machine';
import { AuthLayout } from '../../components/auth-layout';
import { HOME_PATH } from '../../lib/config';
import { useSessionActor } from '../../lib/session/index';
import { liveSsoSignInFlow } from './sso-flows';
import { SsoRefusalCallout } from './sso-refusal-callout';

export interface SsoCallbackPageProps {
  flow?: SsoSignInMachine;
  snapshot?: SnapshotFrom<SsoSignInMachine>;
  /** The provider's answer; the page's own query string by default. */
  search?: string;
}

/** Where the provider sends the browser back: the server checks its answer, then the person is signed in. */
export function SsoCallbackPage({ flow = liveSsoSignInFlow, snapshot, search = window.location.search }: SsoCallbackPageProps) {
  const { t } = useTranslation('sso');
  const session = useSessionActor();
  const actor = useActorRef(flow, snapshot ? { snapshot } : undefined);
  const status = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (!snapshot) actor.send({ type: 'finish', search });
    // The answer is sent once, as the page opens: a second send would only be refused as used.
  }, [actor, search, snapshot]);
  // Signed in: the session reads the person from the token just kept, as after a password.
  useEffect(() => {
    if (status === 'signedIn') session.send({ type: 'load' });
  }, [status, session]);

  if (status === 'signedIn') return <Navigate to={HOME_PATH} replace />;
  if (status === 'failed' && error) {
    return (
      <AuthLayout title={t('callback.failedTitle')}>
        <Flex direction="column" gap="4">
          <SsoRefusalCallout error={error} />
          <Flex gap="3" wrap="wrap">
            <Button asChild size="3">
              <Link to="/authentication/sso">{t('callback.again')}</Link>
            </Button>
            <Button asChild size="3" variant="soft">
              <Link to="/authentication/login">{t('signIn.withPassword')}</Link>
            </Button>
          </Flex>
        </Flex>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('callback.title')}>
      <Flex align="center" justify="center" gap="3" py="6" role="status">
        <Spinner size="3" /> <Text color="gray">{t('callback.checking')}</Text>
      </Flex>
    </AuthLayout>
  );
}
