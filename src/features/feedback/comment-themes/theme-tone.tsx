import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import './comment-themes.css';
import type { PolarityCounts } from '../../../../schemas/comment-insights';

const TONES = [
  { key: 'positive', color: 'var(--grass-9)' },
  { key: 'neutral', color: 'var(--gray-8)' },
  { key: 'negative', color: 'var(--red-9)' },
] as const;

/** A theme's tone: a bar of its comments' positive, neutral and negative shares, with the counts in words. */
export function ThemeTone({ counts }: { counts: PolarityCounts }) {
  const { t } = useTranslation('feedback');
  const total = counts.positive + counts.neutral + counts.negative;
  const words = TONES.map((tone) => t(`themes.tone.${tone.key}`, { count: counts[tone.key] })).join(' · ');
  return (
    <Flex gap="2" align="center">
      <span className="theme-tone-bar" aria-hidden="true">
        {total > 0 &&
          TONES.filter((tone) => counts[tone.key] > 0).map((tone) => (
            <span key={tone.key} style={{ width: `${(100 * counts[tone.key]) / total}%`, background: tone.color }} />
          ))}
      </span>
      <Text size="1" color="gray">
        {words}
      </Text>
    </Flex>
  );
}
