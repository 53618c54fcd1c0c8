import { Box, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { RJSFSchema } from '@rjsf/utils';
import { useSelector } from '@xstate/react';
import type { AuditSettingsActor, AuditSettingsStatus } from '../../../machines/audit-log-settings.machine';
import { AuditSettings } from '../../../schemas/audit-log';
import { auditSettingsUi } from '../../../schemas/audit-log.ui';
import { SchemaForm } from '../../components/form/index';
import { StaleEditCallout } from '../../components/stale-edit-callout';
import { LoadFailedCallout } from '../../components/load-failed-callout';

/** How long the company keeps its log, as an rjsf form: errors at the field, the save busy until answered. */
export function RetentionCard({ actor }: { actor: AuditSettingsActor }) {
  const status = useSelector(actor, (s) => s.value as AuditSettingsStatus);
  const settings = useSelector(actor, (s) => s.context.settings);
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const saveError = useSelector(actor, (s) => s.context.saveError);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));

  if (status === 'loading') {
    return (
      <Card size="3">
        <Flex align="center" justify="center" gap="2" py="6" role="status">
          <Spinner />
          <Text color="gray" size="2">
            Loading the retention…
          </Text>
        </Flex>
      </Card>
    );
  }
  if (status === 'loadFailed' || !settings) {
    return <LoadFailedCallout line={'The retention could not be loaded.'} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        Retention
      </Heading>
      <Text as="p" size="2" color="gray">
        How long entries are kept. Nobody can change or delete an entry before then, admins included.
      </Text>
      {status === 'stale' && (
        <Box mt="3">
          <StaleEditCallout error={saveError} onReload={() => actor.send({ type: 'reload' })} onDismiss={() => actor.send({ type: 'clearErrors' })} />
        </Box>
      )}
      <Box mt="4">
        <SchemaForm<AuditSettings>
          id="audit-settings"
          idPrefix="audit-settings"
          schema={AuditSettings as RJSFSchema}
          uiSchema={auditSettingsUi}
          formData={draft ?? settings}
          busy={saving}
          serverErrors={status === 'stale' ? null : saveError}
          onDismissErrors={() => actor.send({ type: 'clearErrors' })}
          onSubmit={(values) => actor.send({ type: 'save', settings: values })}
          submitText="Save retention"
        />
      </Box>
    </Card>
  );
}
