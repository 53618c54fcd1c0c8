import { Flex, Text } from '@radix-ui/themes';
import './comment-themes.css';
import type { PolarityCounts } from '../../../../schemas/comment-insights';

const TONES = [
  { key: 'positive', label: 'positive', color: 'var(--grass-9)' },
  { key: 'neutral', label: 'neutral', color: 'var(--gray-8)' },
  { key: 'negative', label: 'negative', color: 'var(--red-9)' },
] as const;

/** A theme's tone: a bar of its comments' positive, neutral and negative shares, with the counts in words. */
export function ThemeTone({ counts }: { counts: PolarityCounts }) {
  const total = counts.positive + counts.neutral + counts.negative;
  const words = TONES.map((t) => `${counts[t.key]} ${t.label}`).join(' · ');
  return (
    <Flex gap="2" align="center">
      <span className="theme-tone-bar" aria-hidden="true">
        {total > 0 &&
          TONES.filter((t) => counts[t.key] > 0).map((t) => <span key={t.key} style={{ width: `${(100 * counts[t.key]) / total}%`, background: t.color }} />)}
      </span>
      <Text size="1" color="gray">
        {words}
      </Text>
    </Flex>
  );
}
