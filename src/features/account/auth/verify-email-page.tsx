import { Flex, Separator, Strong, Text } from '@radix-ui/themes';
import { EnvelopeOpenIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TextLink } from '../../../components/text-link';
import { AuthLayout } from '../../../components/auth-layout';
import { ResendLinkForm, type ResendLinkProps } from './resend-link-form';
import { ResultPanel } from './result-panel';

/** After registering: check the inbox; a new link is one form away. */
export function VerifyEmailPage(props: ResendLinkProps) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const state = location.state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : undefined;
  return (
    <AuthLayout title={t('verifyEmail.title')} footer={<TextLink to="/authentication/login">{t('auth.backToSignIn')}</TextLink>}>
      <Flex direction="column" gap="5">
        <ResultPanel icon={<EnvelopeOpenIcon width="40" height="40" aria-hidden="true" />} title={t('verifyEmail.panelTitle')} tone="indigo">
          {email ? <Trans t={t} i18nKey="verifyEmail.sentTo" values={{ email }} components={{ strong: <Strong /> }} /> : t('verifyEmail.sent')}{' '}
          {t('verifyEmail.open')}
        </ResultPanel>
        <Separator size="4" />
        <Flex direction="column" gap="3">
          <Text size="2" color="gray">
            {t('verifyEmail.nothingArrived')}
          </Text>
          <ResendLinkForm email={email} {...props} />
        </Flex>
      </Flex>
    </AuthLayout>
  );
}
