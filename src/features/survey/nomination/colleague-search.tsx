import { useState, type ReactNode } from 'react';
import { Box, Button, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { NOMINATED_RELATIONSHIPS, type Colleague, type NominatedRelationship } from '../../../../schemas/nomination';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';
import { relationshipInSentence, relationshipLabel } from './nomination-words';
import { liveColleagueSearch, type ColleagueSearchMachine, type SearchScope } from './nomination-flows';

interface ColleagueSearchProps {
  scope: SearchScope;
  label: string;
  /** The buttons beside each colleague found. */
  actions: (person: Colleague) => ReactNode;
  machine?: ColleagueSearchMachine;
}

/** Search colleagues by name or code, then act on one found (add them, put them in someone's place). */
export function ColleagueSearch({ scope, label, actions, machine }: ColleagueSearchProps) {
  const { t } = useTranslation('survey');
  const actor = useActorRef(machine ?? liveColleagueSearch);
  const status = useSelector(actor, (s) => s.value);
  const found = useSelector(actor, (s) => s.context.output);
  const error = useSelector(actor, (s) => s.context.error);
  const [search, setSearch] = useState('');
  const run = () => {
    if (search.trim()) actor.send({ type: 'submit', input: { scope, search: search.trim() } });
  };
  return (
    <Flex direction="column" gap="2">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <Flex gap="2" align="end">
          <Box flexGrow="1">
            <TextField.Root aria-label={label} placeholder={t('nomination.search.placeholder')} value={search} onChange={(e) => setSearch(e.target.value)}>
              <TextField.Slot>
                <MagnifyingGlassIcon />
              </TextField.Slot>
            </TextField.Root>
          </Box>
          <Button type="submit" variant="soft" disabled={status === 'requesting'}>
            {t('nomination.search.submit')}
          </Button>
        </Flex>
      </form>
      {status === 'requesting' && (
        <Flex gap="2" align="center" role="status">
          <Spinner />
          <Text size="2" color="gray">
            {t('nomination.search.searching')}
          </Text>
        </Flex>
      )}
      {status === 'failure' && error && (
        <FailureCallout lines={[t('nomination.search.failed'), ...failureSummary(error)]} onDismiss={() => actor.send({ type: 'clearErrors' })} />
      )}
      {status === 'success' && found && found.length === 0 && (
        <Text size="2" color="gray">
          {t('nomination.search.none')}
        </Text>
      )}
      {status === 'success' && found && found.length > 0 && (
        <Flex direction="column" gap="1" asChild>
          <ul className="nomination-list" aria-label={t('nomination.search.found')}>
            {found.map((person) => (
              <li key={person.id}>
                <Flex justify="between" align="center" gap="2" wrap="wrap">
                  <Text size="2">
                    <bdi>{person.name}</bdi> <Text color="gray">· {person.emp_code}</Text>
                  </Text>
                  <Flex gap="1" wrap="wrap">
                    {actions(person)}
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}

interface AddAsButtonsProps {
  person: Colleague;
  /** The ratee, whom nobody adds as their own rater. */
  rateeId: number;
  busy: boolean;
  onAdd: (person: Colleague, relationship: NominatedRelationship) => void;
}

/** One button per relationship a colleague found can be added as. */
export function AddAsButtons({ person, rateeId, busy, onAdd }: AddAsButtonsProps) {
  const { t } = useTranslation('survey');
  return NOMINATED_RELATIONSHIPS.map((relationship) => (
    <Button
      key={relationship}
      size="1"
      variant="soft"
      color="gray"
      disabled={busy || person.id === rateeId}
      aria-label={t('nomination.addAs', { name: person.name, relationship: relationshipInSentence(relationship) })}
      onClick={() => onAdd(person, relationship)}
    >
      {relationshipLabel(relationship)}
    </Button>
  ));
}

interface AddBySearchProps extends Omit<AddAsButtonsProps, 'person'> {
  scope: SearchScope;
  label: string;
  machine?: ColleagueSearchMachine;
}

/** Search colleagues to add to a list, each one found with a button per relationship. */
export function AddBySearch({ rateeId, busy, onAdd, ...search }: AddBySearchProps) {
  return <ColleagueSearch {...search} actions={(person) => <AddAsButtons person={person} rateeId={rateeId} busy={busy} onAdd={onAdd} />} />;
}
