import { useEffect } from 'react';
import { Flex, Separator, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { emailConfirmationMachine } from '../../../../machines/flows';
import { TextLink } from '../../../components/text-link';
import { useRequest } from '../../../lib/use-request';
import { liveEmailConfirmationFlow } from './auth-flows';
import { AuthLayout, AuthWorking } from '../../../components/auth-layout';
import { LinkDone, LinkFailure } from './link-outcomes';
import { ResendLinkForm, type ResendLinkProps } from './resend-link-form';

interface ConfirmationLinkPageProps {
  flow?: typeof emailConfirmationMachine;
  snapshot?: SnapshotFrom<typeof emailConfirmationMachine>;
  resend?: ResendLinkProps;
}

/** The mailed confirmation link: confirm on arrival, then sign in; or ask for a new link. */
export function ConfirmationLinkPage({ flow = liveEmailConfirmationFlow, snapshot, resend }: ConfirmationLinkPageProps) {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const { status, error, output, submit, retry } = useRequest(flow, snapshot);

  useEffect(() => {
    if (status === 'idle') submit(token);
  }, [status, submit, token]);

  if (status === 'success' && output?.already_confirmed) {
    return (
      <LinkDone page={t('confirmation.alreadyPage')} title={t('confirmation.alreadyTitle')}>
        {t('confirmation.alreadyBody')}
      </LinkDone>
    );
  }
  if (status === 'success') {
    return (
      <LinkDone page={t('confirmation.donePage')} title={t('confirmation.doneTitle')}>
        {t('confirmation.doneBody')}
      </LinkDone>
    );
  }
  if (status === 'failure' && error) {
    return (
      <AuthLayout title={t('confirmation.failedTitle')} footer={<TextLink to="/authentication/login">{t('auth.backToSignIn')}</TextLink>}>
        <Flex direction="column" gap="4">
          <LinkFailure failure={error} retry={retry} />
          <Separator size="4" />
          <Text size="2" color="gray">
            {t('confirmation.failedHelp')}
          </Text>
          <ResendLinkForm {...resend} />
        </Flex>
      </AuthLayout>
    );
  }
  return <AuthWorking title={t('confirmation.workingTitle')} doing={t('confirmation.working')} />;
}
