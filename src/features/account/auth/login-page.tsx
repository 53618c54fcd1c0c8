import { useState } from 'react';
import { Button, Flex, Separator, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Login } from '../../../../schemas/auth';
import { loginUi } from '../../../../schemas/auth.ui';
import { SchemaForm } from '../../../components/form/index';
import { TextLink } from '../../../components/text-link';
import { HOME_PATH, PRODUCT_NAME } from '../../../lib/config';
import { useSessionActor, useSessionBusy, useSessionError, useSessionStatus } from '../../../lib/session/index';
import { AuthLayout } from '../../../components/auth-layout';
import type { ResendLinkProps } from './resend-link-form';
import { TwoFactorStep } from './two-factor-step';
import { isUnverifiedEmail } from './unverified';
import { UnverifiedNotice } from './unverified-notice';

/** Sign in with the app's session; back to where the person was sent away from. */
export function LoginPage({ resend, email: initialEmail }: { resend?: ResendLinkProps; email?: string }) {
  const { t } = useTranslation('account');
  const session = useSessionActor();
  const status = useSessionStatus();
  const busy = useSessionBusy();
  const error = useSessionError();
  const location = useLocation();
  const [email, setEmail] = useState(initialEmail);
  const from = (location.state as { from?: unknown } | null)?.from;

  if (status === 'authenticated') return <Navigate to={typeof from === 'string' ? from : HOME_PATH} replace />;
  if (status === 'awaitingCode' || status === 'verifyingCode' || status === 'codeFailed') return <TwoFactorStep />;

  const unverified = isUnverifiedEmail(error);
  return (
    <AuthLayout
      title={t('login.title')}
      description={t('login.welcome', { product: PRODUCT_NAME })}
      footer={
        <>
          <Text color="gray">{t('login.newTo', { product: PRODUCT_NAME })}</Text> <TextLink to="/authentication/register">{t('login.register')}</TextLink>
        </>
      }
    >
      {unverified && <UnverifiedNotice email={email} {...resend} />}
      <SchemaForm<Login>
        schema={Login}
        uiSchema={loginUi}
        formData={{ email }}
        onSubmit={(credentials) => {
          setEmail(credentials.email);
          session.send({ type: 'signIn', credentials });
        }}
        busy={busy}
        serverErrors={unverified ? null : error}
        onDismissErrors={() => session.send({ type: 'clearErrors' })}
        submitText={t('login.submit')}
        footer={
          <Flex justify="center" mt="1">
            <TextLink to="/authentication/forgot-password">{t('login.forgot')}</TextLink>
          </Flex>
        }
      />
      <Flex align="center" gap="3" my="4" aria-hidden>
        <Separator size="4" />
        <Text size="2" color="gray">
          {t('login.or')}
        </Text>
        <Separator size="4" />
      </Flex>
      <Button asChild size="3" variant="outline" style={{ width: '100%' }}>
        <Link to="/authentication/sso">{t('login.sso')}</Link>
      </Button>
    </AuthLayout>
  );
}
