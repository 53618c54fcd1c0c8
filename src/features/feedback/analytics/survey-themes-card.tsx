import { useEffect } from 'react';
import { Card, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CommentInsightsAnswer } from '../../../../schemas/comment-insights-answer';
import { useRequest } from '../../../lib/use-request';
import { ThemeList } from '../comment-themes/theme-list';
import { liveSurveyThemes, type SurveyThemesMachine } from './analytics-flows';
import { LoadFailed, LoadingCard } from './load-states';

/** The survey-wide themes: what the comments of the whole survey speak about, each theme opening onto its comments. */
export function SurveyThemesView({ insights, onRefresh }: { insights: CommentInsightsAnswer; onRefresh: () => void }) {
  const { t } = useTranslation('feedback');
  return (
    <Card size="3" asChild>
      <section aria-labelledby="survey-themes-heading">
        <Heading as="h2" size="4" mb="1" id="survey-themes-heading">
          {t('themes.title')}
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          {t('themes.surveyDescription')}
        </Text>
        <ThemeList insights={insights} tooFew={t('themes.surveyTooFew')} onRefresh={onRefresh} />
      </section>
    </Card>
  );
}

/** The card on the analytics screen: asks for the survey's themes once shown (a new survey, a new card), Retry after a failure. */
export function SurveyThemesCard({ survey, machine = liveSurveyThemes }: { survey: number; machine?: SurveyThemesMachine }) {
  const { t } = useTranslation('feedback');
  const { status, output, error, submit, retry } = useRequest(machine);
  useEffect(() => {
    if (status === 'idle') submit(survey);
  }, [status, submit, survey]);
  if (status === 'failure') return <LoadFailed what="themes" error={error} onRetry={retry} />;
  if (status !== 'success' || !output) return <LoadingCard text={t('themes.loadingSurvey')} />;
  return <SurveyThemesView insights={output} onRefresh={() => submit(survey)} />;
}
