import { Badge, Flex, RadioCards, Text } from '@radix-ui/themes';
import { LANGUAGE_NAMES, type CoachProposal } from '../../../schemas/coaching';

const kindLabel = (kind: CoachProposal['kind']) => (kind === 'internal' ? 'Internal coach' : 'Outside coach');

/** The proposed coaches as cards, one to choose: who, where from, which of the chosen areas they cover, their languages. */
export function CoachChoice({ coaches, value, onChange }: { coaches: CoachProposal[]; value: number | null; onChange(coach: number): void }) {
  return (
    <RadioCards.Root
      aria-label="Coaches"
      columns={{ initial: '1', sm: '2' }}
      value={value === null ? '' : String(value)}
      onValueChange={(v) => onChange(Number(v))}
    >
      {coaches.map((c) => (
        <RadioCards.Item key={c.coach} value={String(c.coach)} aria-label={`${c.name}, ${c.organisation}`}>
          <Flex direction="column" gap="1" width="100%">
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <Text weight="bold">{c.name}</Text>
              <Badge color={c.kind === 'internal' ? 'indigo' : 'teal'} variant="soft">
                {kindLabel(c.kind)}
              </Badge>
            </Flex>
            <Text size="2" color="gray">
              {c.organisation}
            </Text>
            <Text size="2">Covers: {c.covers.map((a) => a.title).join(', ')}</Text>
            <Text size="1" color="gray">
              Speaks {c.languages.map((l) => LANGUAGE_NAMES[l]).join(', ')}
            </Text>
          </Flex>
        </RadioCards.Item>
      ))}
    </RadioCards.Root>
  );
}
