import { useEffect } from 'react';
import { Card, Heading, Text } from '@radix-ui/themes';
import type { CommentInsightsAnswer } from '../../../../schemas/comment-insights-answer';
import { useRequest } from '../../../lib/use-request';
import { ThemeList } from '../comment-themes/theme-list';
import { liveSurveyThemes, type SurveyThemesMachine } from './analytics-flows';
import { LoadFailed, LoadingCard } from './load-states';

const TOO_FEW = 'No ratee had enough comments shown to group them into themes without pointing to their authors.';

/** The survey-wide themes: what the comments of the whole survey speak about, each theme opening onto its comments. */
export function SurveyThemesView({ insights, onRefresh }: { insights: CommentInsightsAnswer; onRefresh: () => void }) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby="survey-themes-heading">
        <Heading as="h2" size="4" mb="1" id="survey-themes-heading">
          Comment themes
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          What this survey’s comments speak about, across the ratees whose reports show enough of them: grouped by competency or by a phrase the raters wrote,
          with their tone. Computed on this server; no comment leaves it. Read the tone as a hint to open the comments.
        </Text>
        <ThemeList insights={insights} tooFew={TOO_FEW} onRefresh={onRefresh} />
      </section>
    </Card>
  );
}

/** The card on the analytics screen: asks for the survey's themes once shown (a new survey, a new card), Retry after a failure. */
export function SurveyThemesCard({ survey, machine = liveSurveyThemes }: { survey: number; machine?: SurveyThemesMachine }) {
  const { status, output, error, submit, retry } = useRequest(machine);
  useEffect(() => {
    if (status === 'idle') submit(survey);
  }, [status, submit, survey]);
  if (status === 'failure') return <LoadFailed what="the comment themes" error={error} onRetry={retry} />;
  if (status !== 'success' || !output) return <LoadingCard text="Loading comment themes…" />;
  return <SurveyThemesView insights={output} onRefresh={() => submit(survey)} />;
}
