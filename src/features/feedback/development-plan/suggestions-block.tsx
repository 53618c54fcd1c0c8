import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { AreaTitle } from './area-title';

export interface Suggestion {
  competency_id: number;
  title: string;
  score: number;
}

interface SuggestionsBlockProps {
  suggestions: Suggestion[];
  /** Competencies the plan already has an action for. */
  planned: ReadonlySet<number>;
  disabled: boolean;
  onAdd(suggestion: Suggestion): void;
}

/** "Suggested from this report": the lowest-scored competencies, each one click from an action. */
export function SuggestionsBlock({ suggestions, planned, disabled, onAdd }: SuggestionsBlockProps) {
  if (suggestions.length === 0) return null;
  return (
    <Card size="2" variant="surface">
      <Heading as="h4" size="2" mb="1">
        Suggested from this report
      </Heading>
      <Text as="p" size="1" color="gray" mb="3">
        The competencies rated lowest by others: a good place to start.
      </Text>
      <Flex direction="column" gap="2" asChild>
        <ul aria-label="Suggested development areas" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {suggestions.map((s) => (
            <li key={s.competency_id}>
              <Flex justify="between" align="center" gap="3">
                <AreaTitle title={s.title} score={s.score} weight="medium" />
                {planned.has(s.competency_id) ? (
                  <Text size="1" color="gray">
                    In the plan
                  </Text>
                ) : (
                  // The name starts with what the button shows (WCAG 2.5.3), then says which area.
                  <Button size="1" variant="soft" disabled={disabled} onClick={() => onAdd(s)}>
                    <PlusIcon /> Add to plan<span className="visually-hidden">: {s.title}</span>
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}
