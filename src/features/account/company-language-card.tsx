import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { SnapshotFrom } from 'xstate';
import type { CompanyLanguageMachine } from '../../../machines/company-language.machine';
import { CompanyLanguage } from '../../../schemas/language-schemas';
import { SettingsFormCard } from '../../components/form/settings-form-card';
import { useSessionActor } from '../../lib/session';
import { liveCompanyLanguageFlow } from './company-language-flows';

export interface CompanyLanguageCardProps {
  flow?: CompanyLanguageMachine;
  snapshot?: SnapshotFrom<CompanyLanguageMachine>;
}

/** The admin's choice of the language for everyone who chose none and whose browser asks for none we have. */
export function CompanyLanguageCard({ flow = liveCompanyLanguageFlow, snapshot }: CompanyLanguageCardProps) {
  const { t } = useTranslation('account');
  const session = useSessionActor();
  const actor = useActorRef(flow, snapshot ? { snapshot } : undefined);
  // Saved: the signed-in answer carries the company's language, and the admin's own screens may follow it.
  useEffect(() => {
    const sub = actor.on('saved', () => session.send({ type: 'refresh' }));
    return () => sub.unsubscribe();
  }, [actor, session]);
  return (
    <SettingsFormCard<Static<typeof CompanyLanguage>>
      actor={actor}
      id="company-language"
      title={t('companyLanguage.title')}
      description={t('companyLanguage.description')}
      schema={CompanyLanguage as RJSFSchema}
      uiSchema={{}}
      submitText={t('companyLanguage.save')}
      loadingText={t('companyLanguage.loading')}
      what={t('companyLanguage.what')}
      savedToast={{ title: t('companyLanguage.saved'), description: t('companyLanguage.savedDescription') }}
    />
  );
}
