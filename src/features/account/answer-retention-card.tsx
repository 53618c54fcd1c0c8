import { useActorRef } from '@xstate/react';
import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { AnswerRetentionMachine } from '../../../machines/answer-retention.machine';
import { AnswerRetention } from '../../../schemas/company-lifecycle';
import { SettingsFormCard } from '../../components/form/settings-form-card';
import { liveAnswerRetentionFlow } from './company-lifecycle-flows';

export interface AnswerRetentionCardProps {
  flow?: AnswerRetentionMachine;
  snapshot?: SnapshotFrom<AnswerRetentionMachine>;
}

// An emptied number field reaches the form as undefined: sent as null, "keep them".
const toSettings = (values: AnswerRetention): AnswerRetention => ({ answer_retention_months: values.answer_retention_months ?? null });

/** The admin's rule for how long individual answers outlive their survey (issue 43). */
export function AnswerRetentionCard({ flow = liveAnswerRetentionFlow, snapshot }: AnswerRetentionCardProps) {
  const { t } = useTranslation('account');
  const actor = useActorRef(flow, snapshot ? { snapshot } : undefined);
  return (
    <SettingsFormCard<AnswerRetention>
      actor={actor}
      id="answer-retention"
      title={t('answerRetention.title')}
      description={t('answerRetention.description')}
      schema={AnswerRetention as RJSFSchema}
      uiSchema={{ answer_retention_months: { 'ui:placeholder': t('answerRetention.placeholder'), 'ui:options': { inputType: 'number' } } }}
      submitText={t('answerRetention.save')}
      loadingText={t('answerRetention.loading')}
      what={t('answerRetention.what')}
      savedToast={{ title: t('answerRetention.saved'), description: t('answerRetention.savedDescription') }}
      toSettings={toSettings}
    />
  );
}
