import { useEffect } from 'react';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { ReportActor } from '../../../../machines/report.machine';
import type { CommentInsightsAnswer, InsightThemeAnswer } from '../../../../schemas/comment-insights-answer';
import { ReportSection } from './report-section';
import { ThemeTone } from './theme-tone';

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
        <ul className="report-plain-list comment-theme-comments">
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

function Body({ insights, onRefresh }: { insights: CommentInsightsAnswer; onRefresh: () => void }) {
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
          {insights.state === 'too_few'
            ? 'Too few comments are shown to group them into themes without pointing to their authors.'
            : 'No theme recurs in these comments.'}
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
      <ul className="report-plain-list">
        {insights.themes.map((theme) => (
          <Theme key={theme.key} theme={theme} analysed={analysed} />
        ))}
      </ul>
    </>
  );
}

/** HR's view of what the comments speak about: loaded through the report's machine once the report is there. */
export function CommentThemes({ actor }: { actor: ReportActor }) {
  useEffect(() => actor.send({ type: 'loadInsights' }), [actor]);
  const insights = useSelector(actor, (s) => s.context.insights);
  const failed = useSelector(actor, (s) => s.matches({ ready: { insights: 'failed' } }));
  const refresh = () => actor.send({ type: 'loadInsights' });
  return (
    <ReportSection
      title="Comment themes"
      description="The comments above grouped by the competency or the phrase they speak about, with their tone. Computed on this server; no comment leaves it. Read the tone as a hint to open the comments."
    >
      {failed ? (
        <Flex direction="column" gap="2" align="start">
          <Text size="2" color="red">
            The comment themes could not be loaded.
          </Text>
          <Button size="1" variant="soft" onClick={refresh}>
            Retry
          </Button>
        </Flex>
      ) : insights ? (
        <Body insights={insights} onRefresh={refresh} />
      ) : (
        <Text size="2" color="gray">
          Loading the comment themes…
        </Text>
      )}
    </ReportSection>
  );
}
