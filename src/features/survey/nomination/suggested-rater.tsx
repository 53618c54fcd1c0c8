import { Button, Flex, Text } from '@radix-ui/themes';
import { RELATIONSHIP_LABEL } from '../../../../machines/nomination/nomination-words';
import type { Colleague, NominatedRelationship } from '../../../../schemas/nomination';

/** "Cy Park · Peer". */
export function RaterName({ name, relationship }: { name: string; relationship: NominatedRelationship }) {
  return (
    <>
      {name} <Text color="gray">· {RELATIONSHIP_LABEL[relationship]}</Text>
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
          aria-label={`Add ${person.name} as ${RELATIONSHIP_LABEL[relationship].toLowerCase()}`}
          onClick={() => onAdd(person, relationship)}
        >
          Add
        </Button>
      </Flex>
    </li>
  );
}
