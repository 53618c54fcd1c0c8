import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../machines/failure';
import type { RJSFSchema } from '@rjsf/utils';
import type { WordingListActor } from '../../../../machines/wording-list.machine';
import { WordingList } from '../../../../schemas/wording-list';
import { wordingListUi } from '../../../../schemas/wording-list.ui';
import { SettingsFormCard } from '../../../components/form/settings-form-card';
import { LoadFailed } from './load-states';

// An emptied text area leaves `words` out: sent as '' it clears the list.
const withWords = (values: WordingList): WordingList => ({ words: values.words ?? '' });
const refusedOrFailed = (error: Failure | null, retry: () => void) => <LoadFailed what="wordingList" error={error} onRetry={retry} />;

/**
 * The company's own words to review: raters who use one are prompted before they submit, as
 * for the English lists the product ships. A prompt, never a refusal.
 */
export function WordingListCard({ actor }: { actor: WordingListActor }) {
  const { t } = useTranslation('feedback');
  const saved = useMemo(() => ({ title: t('wordingList.saved'), description: t('wordingList.savedText') }), [t]);
  return (
    <SettingsFormCard<WordingList>
      actor={actor}
      id="wording-list"
      title={t('wordingList.title')}
      description={t('wordingList.description')}
      schema={WordingList as RJSFSchema}
      uiSchema={wordingListUi}
      submitText={t('wordingList.save')}
      loadingText={t('wordingList.loading')}
      what={t('wordingList.what')}
      loadFailed={refusedOrFailed}
      savedToast={saved}
      toSettings={withWords}
    />
  );
}
