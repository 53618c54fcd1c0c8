import { useEffect } from 'react';
import { Box, Card, Heading, Text } from '@radix-ui/themes';
import type { RJSFSchema } from '@rjsf/utils';
import { useSelector } from '@xstate/react';
import type { WordingListActor } from '../../../../machines/wording-list.machine';
import type { SettingsFormStatus } from '../../../../machines/settings-form.machine';
import { WordingList } from '../../../../schemas/wording-list';
import { wordingListUi } from '../../../../schemas/wording-list.ui';
import { SchemaForm } from '../../../components/form';
import { StaleEditCallout } from '../../../components/stale-edit-callout';
import { useToast } from '../../../components/toast';
import { LoadFailed, LoadingCard } from './load-states';

/**
 * The company's own words to review: raters who use one are prompted before they submit, as
 * for the English lists the product ships. A prompt, never a refusal.
 */
export function WordingListCard({ actor }: { actor: WordingListActor }) {
  const status = useSelector(actor, (s) => s.value as SettingsFormStatus);
  const list = useSelector(actor, (s) => s.context.settings);
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const saveError = useSelector(actor, (s) => s.context.saveError);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const toast = useToast();
  useEffect(() => {
    const sub = actor.on('saved', () => toast({ title: 'Words to review saved', description: 'Raters see them from their next submit.' }));
    return () => sub.unsubscribe();
  }, [actor, toast]);

  if (status === 'loading') return <LoadingCard text="Loading words to review…" />;
  if (status === 'loadFailed' || !list) {
    return <LoadFailed what="the words to review" error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        Words to review
      </Heading>
      <Text as="p" size="2" color="gray">
        Before a rater submits, comments with insults or loaded words get a gentle prompt: English profanity and a starter list come with the product; add your
        company’s own here.
      </Text>
      {status === 'stale' && (
        <Box mt="3">
          <StaleEditCallout error={saveError} onReload={() => actor.send({ type: 'reload' })} onDismiss={() => actor.send({ type: 'clearErrors' })} />
        </Box>
      )}
      <Box mt="4">
        <SchemaForm<WordingList>
          id="wording-list"
          idPrefix="wording-list"
          schema={WordingList as RJSFSchema}
          uiSchema={wordingListUi}
          formData={draft ?? list}
          busy={saving}
          serverErrors={status === 'stale' ? null : saveError}
          onDismissErrors={() => actor.send({ type: 'clearErrors' })}
          onSubmit={(values) => actor.send({ type: 'save', settings: { words: values.words ?? '' } })}
          submitText="Save words"
        />
      </Box>
    </Card>
  );
}
