import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('feedback');
  if (suggestions.length === 0) return null;
  return (
    <Card size="2" variant="surface">
      <Heading as="h4" size="2" mb="1">
        {t('plan.suggested.title')}
      </Heading>
      <Text as="p" size="1" color="gray" mb="3">
        {t('plan.suggested.fromReport')}
      </Text>
      <Flex direction="column" gap="2" asChild>
        <ul aria-label={t('plan.suggested.areas')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {suggestions.map((s) => (
            <li key={s.competency_id}>
              <Flex justify="between" align="center" gap="3">
                <AreaTitle title={s.title} score={s.score} weight="medium" />
                {planned.has(s.competency_id) ? (
                  <Text size="1" color="gray">
                    {t('plan.suggested.inPlan')}
                  </Text>
                ) : (
                  // The name starts with what the button shows (WCAG 2.5.3), then says which area.
                  <Button size="1" variant="soft" disabled={disabled} onClick={() => onAdd(s)}>
                    <PlusIcon /> {t('plan.suggested.add')}
                    <span className="visually-hidden">{t('plan.suggested.which', { title: s.title })}</span>
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
