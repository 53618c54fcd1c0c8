import type { RJSFSchema } from '@rjsf/utils';
import type { AuditSettingsActor } from '../../../machines/audit-log-settings.machine';
import { AuditSettings } from '../../../schemas/audit-log';
import { auditSettingsUi } from '../../../schemas/audit-log.ui';
import { SettingsFormCard } from '../../components/form/settings-form-card';

/** How long the company keeps its log, as an rjsf form: errors at the field, the save busy until answered. */
export function RetentionCard({ actor }: { actor: AuditSettingsActor }) {
  return (
    <SettingsFormCard<AuditSettings>
      actor={actor}
      id="audit-settings"
      title="Retention"
      description="How long entries are kept. Nobody can change or delete an entry before then, admins included."
      schema={AuditSettings as RJSFSchema}
      uiSchema={auditSettingsUi}
      submitText="Save retention"
      loadingText="Loading the retention…"
      what="the retention"
    />
  );
}
