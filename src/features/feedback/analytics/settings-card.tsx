import type { Failure } from '../../../../machines/failure';
import type { RJSFSchema } from '@rjsf/utils';
import type { FeedbackSettingsActor } from '../../../../machines/feedback-settings.machine';
import { FeedbackSettings } from '../../../../schemas/analytics';
import { feedbackSettingsUi } from '../../../../schemas/analytics.ui';
import { SettingsFormCard } from '../../../components/form/settings-form-card';
import { LoadFailed } from './load-states';

const refusedOrFailed = (error: Failure | null, retry: () => void) => <LoadFailed what="the thresholds" error={error} onRetry={retry} />;

/** The company's thresholds as an rjsf form: saving sends them whole, errors show at their fields. */
export function SettingsCard({ actor }: { actor: FeedbackSettingsActor }) {
  return (
    <SettingsFormCard<FeedbackSettings>
      actor={actor}
      id="feedback-settings"
      title="Thresholds"
      description="In percent of the 0–4 scale, for every survey of the company."
      schema={FeedbackSettings as RJSFSchema}
      uiSchema={feedbackSettingsUi}
      submitText="Save thresholds"
      loadingText="Loading thresholds…"
      what="the thresholds"
      loadFailed={refusedOrFailed}
    />
  );
}
