import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../machines/failure';
import type { RJSFSchema } from '@rjsf/utils';
import type { FeedbackSettingsActor } from '../../../../machines/feedback-settings.machine';
import { FeedbackSettings } from '../../../../schemas/analytics';
import { feedbackSettingsUi } from '../../../../schemas/analytics.ui';
import { SettingsFormCard } from '../../../components/form/settings-form-card';
import { LoadFailed } from './load-states';

const refusedOrFailed = (error: Failure | null, retry: () => void) => <LoadFailed what="thresholds" error={error} onRetry={retry} />;

/** The company's thresholds as an rjsf form: saving sends them whole, errors show at their fields. */
export function SettingsCard({ actor }: { actor: FeedbackSettingsActor }) {
  const { t } = useTranslation('feedback');
  return (
    <SettingsFormCard<FeedbackSettings>
      actor={actor}
      id="feedback-settings"
      title={t('thresholds.title')}
      description={t('thresholds.description')}
      schema={FeedbackSettings as RJSFSchema}
      uiSchema={feedbackSettingsUi}
      submitText={t('thresholds.save')}
      loadingText={t('thresholds.loading')}
      what={t('thresholds.what')}
      loadFailed={refusedOrFailed}
    />
  );
}
