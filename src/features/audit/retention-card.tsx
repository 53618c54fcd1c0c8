import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { AuditSettingsActor } from '../../../machines/audit-log-settings.machine';
import { AuditSettings } from '../../../schemas/audit-log';
import { auditSettingsUi } from '../../../schemas/audit-log.ui';
import { SettingsFormCard } from '../../components/form/settings-form-card';

/** How long the company keeps its log, as an rjsf form: errors at the field, the save busy until answered. */
export function RetentionCard({ actor }: { actor: AuditSettingsActor }) {
  const { t } = useTranslation('audit');
  return (
    <SettingsFormCard<AuditSettings>
      actor={actor}
      id="audit-settings"
      title={t('retention.title')}
      description={t('retention.description')}
      schema={AuditSettings as RJSFSchema}
      uiSchema={auditSettingsUi}
      submitText={t('retention.save')}
      loadingText={t('retention.loading')}
      what={t('retention.what')}
    />
  );
}
