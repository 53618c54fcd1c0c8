import { useEffect } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { emailChangeMachine } from '../../../../machines/email-change.machine';
import { TextLink } from '../../../components/text-link';
import { useSessionActor } from '../../../lib/session/index';
import { useOnEnter } from '../../../lib/use-on-enter';
import { useRequest } from '../../../lib/use-request';
import { liveEmailChangeFlow } from './auth-flows';
import { AuthLayout, AuthWorking } from '../../../components/auth-layout';
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
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const { status, error, output, submit, retry } = useRequest(flow, snapshot);
  const session = useSessionActor();

  useEffect(() => {
    if (status === 'idle') submit(token);
  }, [status, submit, token]);
  useOnEnter(status, 'success', () => session.send({ type: 'signOut' }));

  if (status === 'success') {
    return (
      <LinkDone page={t('emailChange.donePage')} title={t('emailChange.doneTitle')}>
        {output?.detail ?? t('emailChange.doneBody')}
      </LinkDone>
    );
  }
  if (status === 'failure' && error) {
    return (
      <AuthLayout title={t('emailChange.failedTitle')} footer={<TextLink to="/authentication/login">{t('auth.backToSignIn')}</TextLink>}>
        <Flex direction="column" gap="4">
          <LinkFailure failure={error} retry={retry} />
          {!isTransient(error) && (
            <Text size="2" color="gray">
              {t('emailChange.keeps')}
            </Text>
          )}
        </Flex>
      </AuthLayout>
    );
  }
  return <AuthWorking title={t('emailChange.workingTitle')} doing={t('emailChange.working')} />;
}
