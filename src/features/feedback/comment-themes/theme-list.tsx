import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CommentInsightsAnswer, InsightThemeAnswer } from '../../../../schemas/comment-insights-answer';
import { LanguageNote } from './language-note';
import { ThemeTone } from './theme-tone';
import { dateTime } from '../../../i18n/format';
import './comment-themes.css';

function Theme({ theme, analysed }: { theme: InsightThemeAnswer; analysed: boolean }) {
  const { t } = useTranslation('feedback');
  return (
    <li>
      <details className="comment-theme">
        <summary>
          <Flex gap="3" align="center" wrap="wrap" display="inline-flex">
            <Text size="2" weight="bold" dir="auto">
              {theme.label}
            </Text>
            <Badge variant="soft" color={theme.competency_id === null ? 'gray' : 'indigo'}>
              {theme.competency_id === null ? t('themes.phrase') : t('themes.competency')}
            </Badge>
            <Text size="2" color="gray">
              {t('themes.comments', { count: theme.count })}
            </Text>
            {analysed && theme.sentiment && <ThemeTone counts={theme.sentiment} />}
          </Flex>
        </summary>
        <ul className="comment-theme-comments">
          {theme.comments.map((c) => (
            <li key={c.id}>
              <Text size="2" dir="auto">
                {c.text}
              </Text>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * Comment themes as the server answered them: pending (with Check again), too few, none recurring, or the themes, each
 * opening onto the comments behind it; comments in a language not analysed are listed apart, as written. Shared by HR's report (one ratee) and the analytics tab (the whole survey).
 */
export function ThemeList({ insights, tooFew, onRefresh }: { insights: CommentInsightsAnswer; tooFew: string; onRefresh: () => void }) {
  const { t } = useTranslation('feedback');
  if (insights.state === 'pending')
    return (
      <Flex direction="column" gap="2" align="start">
        <Text size="2" color="gray">
          {t('themes.pending')}
        </Text>
        <Button size="1" variant="soft" onClick={onRefresh}>
          {t('themes.checkAgain')}
        </Button>
      </Flex>
    );
  const when = insights.computed_at && (
    <Text as="p" size="1" color="gray" mb="3">
      {t('themes.computed', { at: dateTime(insights.computed_at) })}
    </Text>
  );
  if (insights.state === 'too_few' || insights.themes.length === 0)
    return (
      <>
        {when}
        <LanguageNote insights={insights} />
        <Text size="2" color="gray">
          {insights.state === 'too_few' ? tooFew : t('themes.none')}
        </Text>
      </>
    );
  const analysed = insights.analysed?.sentiment ?? false;
  return (
    <>
      {when}
      <LanguageNote insights={insights} />
      {!analysed && (
        <Text as="p" size="2" color="gray" mb="3">
          {t('themes.noTone')}
        </Text>
      )}
      <ul className="theme-list">
        {insights.themes.map((theme) => (
          <Theme key={theme.key} theme={theme} analysed={analysed} />
        ))}
      </ul>
    </>
  );
}
