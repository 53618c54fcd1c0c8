import { Box, Card, Heading, Text } from '@radix-ui/themes';
import type { RJSFSchema } from '@rjsf/utils';
import { useSelector } from '@xstate/react';
import type { FeedbackSettingsActor, FeedbackSettingsStatus } from '../../../../machines/feedback-settings.machine';
import { FeedbackSettings } from '../../../../schemas/analytics';
import { feedbackSettingsUi } from '../../../../schemas/analytics.ui';
import { SchemaForm } from '../../../components/form';
import { StaleEditCallout } from '../../../components/stale-edit-callout';
import { LoadFailed, LoadingCard } from './load-states';

/** The company's thresholds as an rjsf form: saving sends them whole, errors show at their fields. */
export function SettingsCard({ actor }: { actor: FeedbackSettingsActor }) {
  const status = useSelector(actor, (s) => s.value as FeedbackSettingsStatus);
  const settings = useSelector(actor, (s) => s.context.settings);
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const saveError = useSelector(actor, (s) => s.context.saveError);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));

  if (status === 'loading') return <LoadingCard text="Loading thresholds…" />;
  if (status === 'loadFailed' || !settings) {
    return <LoadFailed what="the thresholds" error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        Thresholds
      </Heading>
      <Text as="p" size="2" color="gray">
        In percent of the 0–4 scale, for every survey of the company.
      </Text>
      {status === 'stale' && (
        <Box mt="3">
          <StaleEditCallout error={saveError} onReload={() => actor.send({ type: 'reload' })} onDismiss={() => actor.send({ type: 'clearErrors' })} />
        </Box>
      )}
      <Box mt="4">
        <SchemaForm<FeedbackSettings>
          id="feedback-settings"
          idPrefix="feedback-settings"
          schema={FeedbackSettings as RJSFSchema}
          uiSchema={feedbackSettingsUi}
          formData={draft ?? settings}
          busy={saving}
          serverErrors={status === 'stale' ? null : saveError}
          onDismissErrors={() => actor.send({ type: 'clearErrors' })}
          onSubmit={(values) => actor.send({ type: 'save', settings: values })}
          submitText="Save thresholds"
        />
      </Box>
    </Card>
  );
}
