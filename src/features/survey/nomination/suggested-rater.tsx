import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Colleague, NominatedRelationship } from '../../../../schemas/nomination';
import { relationshipInSentence, relationshipLabel } from './nomination-words';

/** "Cy Park · Peer". */
export function RaterName({ name, relationship }: { name: string; relationship: NominatedRelationship }) {
  useTranslation('survey');
  return (
    <>
      <bdi>{name}</bdi> <Text color="gray">· {relationshipLabel(relationship)}</Text>
    </>
  );
}

interface SuggestedRaterProps {
  suggestion: { person: Colleague; relationship: NominatedRelationship };
  busy: boolean;
  onAdd: (person: Colleague, relationship: NominatedRelationship) => void;
}

/** One colleague the tree suggests, added to the list in one click with the relationship it has. */
export function SuggestedRater({ suggestion: { person, relationship }, busy, onAdd }: SuggestedRaterProps) {
  const { t } = useTranslation('survey');
  return (
    <li>
      <Flex justify="between" align="center" gap="2">
        <Text size="2">
          <RaterName name={person.name} relationship={relationship} />
        </Text>
        <Button
          size="1"
          variant="soft"
          disabled={busy}
          aria-label={t('nomination.addAs', { name: person.name, relationship: relationshipInSentence(relationship) })}
          onClick={() => onAdd(person, relationship)}
        >
          {t('nomination.add')}
        </Button>
      </Flex>
    </li>
  );
}
