import type { Failure } from '../../../../machines/failure';
import type { RJSFSchema } from '@rjsf/utils';
import type { WordingListActor } from '../../../../machines/wording-list.machine';
import { WordingList } from '../../../../schemas/wording-list';
import { wordingListUi } from '../../../../schemas/wording-list.ui';
import { SettingsFormCard } from '../../../components/form/settings-form-card';
import { LoadFailed } from './load-states';

const SAVED = { title: 'Words to review saved', description: 'Raters see them from their next submit.' };
// An emptied text area leaves `words` out: sent as '' it clears the list.
const withWords = (values: WordingList): WordingList => ({ words: values.words ?? '' });
const refusedOrFailed = (error: Failure | null, retry: () => void) => <LoadFailed what="the words to review" error={error} onRetry={retry} />;

/**
 * The company's own words to review: raters who use one are prompted before they submit, as
 * for the English lists the product ships. A prompt, never a refusal.
 */
export function WordingListCard({ actor }: { actor: WordingListActor }) {
  return (
    <SettingsFormCard<WordingList>
      actor={actor}
      id="wording-list"
      title="Words to review"
      description={
        'Before a rater submits, comments with insults or loaded words get a gentle prompt: English profanity and a starter list come with the ' +
        'product; add your company’s own here.'
      }
      schema={WordingList as RJSFSchema}
      uiSchema={wordingListUi}
      submitText="Save words"
      loadingText="Loading words to review…"
      what="the words to review"
      loadFailed={refusedOrFailed}
      savedToast={SAVED}
      toSettings={withWords}
    />
  );
}
