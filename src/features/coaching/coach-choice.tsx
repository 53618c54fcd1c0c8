import { Badge, Flex, RadioCards, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CoachProposal } from '../../../schemas/coaching';

/** The proposed coaches as cards, one to choose: who, where from, which of the chosen areas they cover, their languages. */
export function CoachChoice({ coaches, value, onChange }: { coaches: CoachProposal[]; value: number | null; onChange(coach: number): void }) {
  const { t } = useTranslation('coaching');
  return (
    <RadioCards.Root
      aria-label={t('choice.label')}
      columns={{ initial: '1', sm: '2' }}
      value={value === null ? '' : String(value)}
      onValueChange={(v) => onChange(Number(v))}
    >
      {coaches.map((c) => (
        <RadioCards.Item key={c.coach} value={String(c.coach)} aria-label={t('choice.item', { name: c.name, organisation: c.organisation })}>
          <Flex direction="column" gap="1" width="100%">
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <Text weight="bold" dir="auto">
                {c.name}
              </Text>
              <Badge color={c.kind === 'internal' ? 'indigo' : 'teal'} variant="soft">
                {c.kind === 'internal' ? t('choice.internal') : t('choice.outside')}
              </Badge>
            </Flex>
            <Text size="2" color="gray" dir="auto">
              {c.organisation}
            </Text>
            <Text size="2">{t('choice.covers', { areas: c.covers.map((a) => a.title).join(', ') })}</Text>
            <Text size="1" color="gray">
              {t('choice.speaks', { languages: c.languages.map((l) => t(`languages.${l}`)).join(', ') })}
            </Text>
          </Flex>
        </RadioCards.Item>
      ))}
    </RadioCards.Root>
  );
}
