import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import type { CommentInsightsAnswer, InsightThemeAnswer } from '../../../../schemas/comment-insights-answer';
import { ThemeTone } from './theme-tone';
import './comment-themes.css';

const computedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function Theme({ theme, analysed }: { theme: InsightThemeAnswer; analysed: boolean }) {
  return (
    <li>
      <details className="comment-theme">
        <summary>
          <Flex gap="3" align="center" wrap="wrap" display="inline-flex">
            <Text size="2" weight="bold">
              {theme.label}
            </Text>
            <Badge variant="soft" color={theme.competency_id === null ? 'gray' : 'indigo'}>
              {theme.competency_id === null ? 'Phrase' : 'Competency'}
            </Badge>
            <Text size="2" color="gray">
              {theme.count === 1 ? '1 comment' : `${theme.count} comments`}
            </Text>
            {analysed && theme.sentiment && <ThemeTone counts={theme.sentiment} />}
          </Flex>
        </summary>
        <ul className="comment-theme-comments">
          {theme.comments.map((c) => (
            <li key={c.id}>
              <Text size="2">{c.text}</Text>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * Comment themes as the server answered them: pending (with Check again), too few, none recurring, or the themes, each
 * opening onto the comments behind it. Shared by HR's report (one ratee) and the analytics tab (the whole survey).
 */
export function ThemeList({ insights, tooFew, onRefresh }: { insights: CommentInsightsAnswer; tooFew: string; onRefresh: () => void }) {
  if (insights.state === 'pending')
    return (
      <Flex direction="column" gap="2" align="start">
        <Text size="2" color="gray">
          Pending: the themes are computed on this server in the background after the survey closes. Look again in a few minutes.
        </Text>
        <Button size="1" variant="soft" onClick={onRefresh}>
          Check again
        </Button>
      </Flex>
    );
  const when = insights.computed_at && (
    <Text as="p" size="1" color="gray" mb="3">
      Computed {computedAt(insights.computed_at)}
    </Text>
  );
  if (insights.state === 'too_few' || insights.themes.length === 0)
    return (
      <>
        {when}
        <Text size="2" color="gray">
          {insights.state === 'too_few' ? tooFew : 'No theme recurs in these comments.'}
        </Text>
      </>
    );
  const analysed = insights.analysed?.sentiment ?? false;
  return (
    <>
      {when}
      {!analysed && (
        <Text as="p" size="2" color="gray" mb="3">
          Tone is not analysed for this language: only the themes are shown.
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
