import { useEffect, useState } from 'react';
import { Code, Flex } from '@radix-ui/themes';
import type { RJSFSchema } from '@rjsf/utils';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { SsoSettingsMachine } from '../../../machines/sso-settings.machine';
import { SsoSettings } from '../../../schemas/sso';
import { ssoSettingsUi } from '../../../schemas/sso.ui';
import { SettingsFormCard } from '../../components/form/settings-form-card';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { liveSsoSettingsFlow } from './sso-flows';

export interface SsoSettingsPageProps {
  flow?: SsoSettingsMachine;
  snapshot?: SnapshotFrom<SsoSettingsMachine>;
}

/** The admin's screen for the company's OpenID Connect provider. */
export function SsoSettingsPage({ flow = liveSsoSettingsFlow, snapshot }: SsoSettingsPageProps) {
  const { t } = useTranslation('sso');
  useDocumentTitle(t('settings.title'));
  const actor = useActorRef(flow, snapshot ? { snapshot } : undefined);
  const redirectUri = `${window.location.origin}/authentication/sso/callback`;
  // The secret is write-only: once saved, the form starts again from the answer, whose secret is always empty.
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    const sub = actor.on('saved', () => setSaves((n) => n + 1));
    return () => sub.unsubscribe();
  }, [actor]);
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Flex direction="column" gap="5" style={{ maxWidth: 720 }}>
        <SettingsFormCard<SsoSettings>
          key={saves}
          actor={actor}
          id="sso-settings"
          title={t('settings.provider')}
          description={
            <>
              {t('settings.redirectUri')}
              <Code size="2" variant="ghost" style={{ display: 'block', wordBreak: 'break-all', margin: 'var(--space-2) 0' }}>
                {redirectUri}
              </Code>
              {t('settings.scopes')}
            </>
          }
          schema={SsoSettings as RJSFSchema}
          uiSchema={ssoSettingsUi}
          submitText={t('settings.save')}
          loadingText={t('settings.loading')}
          what={t('settings.what')}
          savedToast={{ title: t('settings.saved'), description: t('settings.savedDescription') }}
        />
      </Flex>
    </>
  );
}
