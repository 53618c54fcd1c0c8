import { useEffect } from 'react';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import type { ApprovalKey } from '../../../../machines/nomination-approval.machine';
import type { Colleague, NominatedRelationship } from '../../../../schemas/nomination';
import { liveTreeSuggestions, type TreeSuggestionsMachine } from './nomination-flows';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { SuggestedRater } from './suggested-rater';

interface TreeSuggestionsProps {
  scope: ApprovalKey;
  rateeName: string;
  /** Everyone on the list already, checked or not: not suggested again. */
  listed: ReadonlySet<number>;
  busy: boolean;
  onAdd: (person: Colleague, relationship: NominatedRelationship) => void;
  machine?: TreeSuggestionsMachine;
}

/**
 * The ratee's peers and direct reports in the tree, each one click from the list with its relationship: what the ratee is
 * offered when they choose, offered to HR or the approver setting the list for them.
 */
export function TreeSuggestions({ scope, rateeName, listed, busy, onAdd, machine }: TreeSuggestionsProps) {
  const { t } = useTranslation('survey');
  const actor = useActorRef(machine ?? liveTreeSuggestions);
  const status = useSelector(actor, (s) => s.value);
  const found = useSelector(actor, (s) => s.context.output);
  const error = useSelector(actor, (s) => s.context.error);
  const { survey, ratee } = scope;
  useEffect(() => {
    actor.send({ type: 'submit', input: { survey, ratee } });
  }, [actor, survey, ratee]);

  if (status === 'requesting' || status === 'idle') {
    return (
      <Flex gap="2" align="center" role="status">
        <Spinner />
        <Text size="2" color="gray">
          {t('nomination.tree.loading')}
        </Text>
      </Flex>
    );
  }
  if (status === 'failure') {
    return <LoadFailedCallout line={t('nomination.tree.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  const open = (found ?? []).filter((s) => !listed.has(s.person.id));
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="medium">
        {t('nomination.tree.title')}
      </Text>
      {open.length === 0 ? (
        <Text size="2" color="gray">
          {found?.length ? (
            t('nomination.tree.allListed')
          ) : (
            <Trans t={t} i18nKey="nomination.tree.none" values={{ name: rateeName }} components={{ bdi: <bdi /> }} />
          )}
        </Text>
      ) : (
        <ul className="nomination-list" aria-label={t('nomination.tree.suggestedFor', { name: rateeName })}>
          {open.map((s) => (
            <SuggestedRater key={s.person.id} suggestion={s} busy={busy} onAdd={onAdd} />
          ))}
        </ul>
      )}
    </Flex>
  );
}
