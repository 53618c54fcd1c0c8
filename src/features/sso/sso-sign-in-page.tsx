import { Box, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { SsoSignInMachine } from '../../../machines/sso-sign-in.machine';
import { SsoStart } from '../../../schemas/sso';
import { ssoStartUi } from '../../../schemas/sso.ui';
import { AuthLayout } from '../../components/auth-layout';
import { SchemaForm } from '../../components/form/index';
import { TextLink } from '../../components/text-link';
import { liveSsoSignInFlow } from './sso-flows';
import { SsoRefusalCallout } from './sso-refusal-callout';

export interface SsoSignInPageProps {
  flow?: SsoSignInMachine;
  snapshot?: SnapshotFrom<SsoSignInMachine>;
}

/** "Sign in with your company's SSO": the person's address leads to their company's provider. */
export function SsoSignInPage({ flow = liveSsoSignInFlow, snapshot }: SsoSignInPageProps) {
  const { t } = useTranslation('sso');
  const actor = useActorRef(flow, snapshot ? { snapshot } : undefined);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const redirecting = useSelector(actor, (s) => s.matches('redirecting'));
  const error = useSelector(actor, (s) => s.context.error);
  const email = useSelector(actor, (s) => s.context.email);
  return (
    <AuthLayout
      title={t('signIn.title')}
      description={t('signIn.description')}
      footer={<TextLink to="/authentication/login">{t('signIn.withPassword')}</TextLink>}
    >
      {error?.code && (
        <Box mb="4">
          <SsoRefusalCallout error={error} />
        </Box>
      )}
      <SchemaForm<SsoStart>
        schema={SsoStart}
        uiSchema={ssoStartUi}
        formData={{ email }}
        busy={busy}
        serverErrors={error?.code ? null : error}
        onDismissErrors={() => actor.send({ type: 'clearErrors' })}
        onSubmit={(body) => actor.send({ type: 'start', email: body.email })}
        submitText={t('signIn.submit')}
      />
      {redirecting && (
        <Text as="p" size="2" color="gray" mt="3" role="status">
          {t('signIn.redirecting')}
        </Text>
      )}
    </AuthLayout>
  );
}
