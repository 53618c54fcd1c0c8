import { useEffect, useEffectEvent } from 'react';
import { Box, Button } from '@radix-ui/themes';
import { ClipboardIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { AnalyticsMachine, AnalyticsSnapshot, AnalyticsStatus } from '../../../../machines/analytics.machine';
import type { AnalyticsDimension } from '../../../../schemas/analytics';
import { EmptyState } from '../../../components/empty-state';
import { FeedbackNav } from '../../../components/feedback-nav';
import { PageHeader } from '../../../components/page-header';
import { ResultsPendingState } from '../report/results-pending-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AnalyticsBody } from './analytics-body';
import { AnalyticsControls, dimensionOf } from './analytics-controls';
import { liveAnalytics, type RaterQualityMachine, type SurveyThemesMachine } from './analytics-flows';
import { LoadFailed, LoadingCard } from './load-states';
import { NoResultsYet } from './no-results-yet';
import { RaterQualityCard } from './rater-quality-card';
import { SurveyThemesCard } from './survey-themes-card';

/** The machine and starting state a story gives the page instead of the live ones. */
interface AnalyticsFlows {
  analytics?: AnalyticsMachine;
  analyticsSnapshot?: AnalyticsSnapshot;
  quality?: RaterQualityMachine;
  themes?: SurveyThemesMachine;
}

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

function NoSurveys() {
  const { t } = useTranslation('feedback');
  return (
    <EmptyState
      icon={<ClipboardIcon width="32" height="32" aria-hidden="true" />}
      title={t('feedbackBody.noSurveyTitle')}
      actions={
        <Button asChild>
          <Link to="/portrayal/admin/survey">{t('analytics.goToSurveys')}</Link>
        </Button>
      }
    >
      {t('analytics.noSurveysText')}
    </EmptyState>
  );
}

/** /portrayal/admin/feedback/analytics: one survey's scores per group as a heatmap, with its distribution and response rates. */
export function AnalyticsPage({ flows = {} }: { flows?: AnalyticsFlows }) {
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('analytics.documentTitle'));
  const [params, setParams] = useSearchParams();
  const wanted = { survey: idOf(params.get('survey')), by: dimensionOf(params.get('by')) };
  const actor = useActorRef(flows.analytics ?? liveAnalytics, { input: wanted, snapshot: flows.analyticsSnapshot });
  const status = useSelector(actor, (s) => s.value as AnalyticsStatus);
  const surveys = useSelector(actor, (s) => s.context.surveys);
  const waiting = useSelector(actor, (s) => s.context.waiting);
  const survey = useSelector(actor, (s) => s.context.survey);
  const by = useSelector(actor, (s) => s.context.by);
  const analytics = useSelector(actor, (s) => s.context.analytics);
  const error = useSelector(actor, (s) => s.context.error);

  // The address leads (back and forward work); the machine's own pick (the default, or a
  // survey the address named that has no results) is written back. Each side follows only the
  // other's changes: comparing both on every render wrote a stale pick back over a new choice,
  // and the address flipped between the two surveys for ever.
  const followAddress = useEffectEvent((asked: { survey: number | null; by: AnalyticsDimension }) => {
    actor.send({ type: 'select', survey: asked.survey, by: asked.by });
  });
  const writeAddress = useEffectEvent((picked: number | null) => {
    if (picked !== null && picked !== wanted.survey)
      setParams(
        (p) => {
          p.set('survey', String(picked));
          return p;
        },
        { replace: true },
      );
  });
  useEffect(() => followAddress({ survey: wanted.survey, by: wanted.by }), [wanted.survey, wanted.by]);
  useEffect(() => writeAddress(survey), [survey]);
  const choose = (next: { survey?: number; by?: AnalyticsDimension }) =>
    setParams((p) => {
      if (next.survey !== undefined) p.set('survey', String(next.survey));
      if (next.by !== undefined) p.set('by', next.by);
      return p;
    });
  const retry = () => actor.send({ type: 'retry' });

  return (
    <>
      <PageHeader title={t('feedbackPage.title')} description={t('analytics.description')} />
      <FeedbackNav current="analytics" />
      {status === 'loadingSurveys' && <LoadingCard text={t('feedbackBody.loadingSurveys')} />}
      {status === 'surveysFailed' && <LoadFailed what="surveys" error={error} onRetry={retry} />}
      {status === 'noSurveys' && (waiting.length > 0 ? <NoResultsYet waiting={waiting} what="analytics" /> : <NoSurveys />)}
      {(status === 'loading' || status === 'ready' || status === 'failed' || status === 'resultsPending') && (
        <AnalyticsControls surveys={surveys} survey={survey} by={by} onSurvey={(id) => choose({ survey: id })} onBy={(d) => choose({ by: d })} />
      )}
      {status === 'loading' && <LoadingCard text={t('analytics.loading')} />}
      {status === 'failed' && <LoadFailed what="analytics" error={error} onRetry={retry} />}
      {status === 'resultsPending' && <ResultsPendingState detail={error?.detail} headingLevel="h2" />}
      {status === 'ready' && analytics && <AnalyticsBody analytics={analytics} />}
      {/* A card per survey (keyed), below the heatmap: each loads on its own, so a failure leaves the heatmap and the other card be. */}
      {status === 'ready' && analytics && analytics.responses.ratees_with_scores > 0 && (
        <>
          <Box mt="6">
            <RaterQualityCard key={analytics.survey.id} survey={analytics.survey.id} machine={flows.quality} />
          </Box>
          <Box mt="6">
            <SurveyThemesCard key={analytics.survey.id} survey={analytics.survey.id} machine={flows.themes} />
          </Box>
        </>
      )}
    </>
  );
}
