import { Box, Card, Heading, Text } from '@radix-ui/themes';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useSelector } from '@xstate/react';
import type { FeedbackSettingsActor, FeedbackSettingsStatus } from '../../../machines/feedback-settings.machine';
import { FeedbackSettings } from '../../../schemas/analytics';
import { feedbackSettingsUi } from '../../../schemas/analytics.ui';
import { MAX_ANONYMITY_THRESHOLD, MIN_ANONYMITY_THRESHOLD } from '../../../schemas/survey';
import { SchemaForm } from '../../components/form';
import { LoadFailed, LoadingCard } from './load-states';


/**
 * The anonymity default's help, with its bounds from the schema: it is given to each new survey, and a survey keeps
 * its own threshold (fixed once a rater has submitted), so changing it here changes no survey that exists.
 */
export const settingsUi: UiSchema = {
  ...feedbackSettingsUi,
  anonymity_threshold: {
    ...feedbackSettingsUi.anonymity_threshold,
    'ui:help': `Applies to new surveys only, from ${MIN_ANONYMITY_THRESHOLD} to ${MAX_ANONYMITY_THRESHOLD} raters: existing surveys keep the threshold they were given.`,
  },
};

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
      <Heading as="h2" size="4" mb="1">Thresholds</Heading>
      <Text as="p" size="2" color="gray">In percent of the 0–4 scale, for every survey of the company.</Text>
      <Box mt="4">
        <SchemaForm<FeedbackSettings>
          id="feedback-settings"
          idPrefix="feedback-settings"
          schema={FeedbackSettings as RJSFSchema}
          uiSchema={settingsUi}
          formData={draft ?? settings}
          busy={saving}
          serverErrors={saveError}
          onDismissErrors={() => actor.send({ type: 'clearErrors' })}
          onSubmit={(values) => actor.send({ type: 'save', settings: values })}
          submitText="Save thresholds"
        />
      </Box>
    </Card>
  );
}
