import { useEffect } from 'react';
import { Box, Button, Flex, Grid } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AlertsFilter, AlertsMachine, AlertsSnapshot, AlertsStatus } from '../../../../machines/alerts.machine';
import type { FeedbackSettingsMachine, FeedbackSettingsSnapshot } from '../../../../machines/feedback-settings.machine';
import type { WordingListMachine } from '../../../../machines/wording-list.machine';
import { FeedbackNav } from '../../../components/feedback-nav';
import { PageHeader } from '../../../components/page-header';
import { ResultsPendingState } from '../report/results-pending-state';
import { useToast } from '../../../components/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DevelopmentList, SuccessionList } from './alert-lists';
import { liveAlerts, liveFeedbackSettings } from './analytics-flows';
import { LoadFailed, LoadingCard } from './load-states';
import { NoResultsYet } from './no-results-yet';
import { SettingsCard } from './settings-card';
import { SurveyPicker } from './survey-picker';
import { liveWordingList } from './wording-list-flows';
import { WordingListCard } from './wording-list-card';

/** Machines and starting states a story gives the page instead of the live ones. */
interface AlertsFlows {
  alerts?: AlertsMachine;
  alertsSnapshot?: AlertsSnapshot;
  settings?: FeedbackSettingsMachine;
  settingsSnapshot?: FeedbackSettingsSnapshot;
  wording?: WordingListMachine;
}

/** `?survey=<id>`: that survey; `?survey=all`: every survey; none: the latest closed survey with alerts. */
const filterOf = (value: string | null): AlertsFilter => {
  if (value === 'all') return null;
  return value && /^\d+$/.test(value) ? Number(value) : 'latest';
};

/** /portrayal/admin/feedback/alerts: succession candidates and development needs, the thresholds that find them, and the company's words to review. */
export function AlertsPage({ flows = {} }: { flows?: AlertsFlows }) {
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('alerts.documentTitle'));
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const wanted = filterOf(params.get('survey'));
  const alerts = useActorRef(flows.alerts ?? liveAlerts, { input: { survey: wanted }, snapshot: flows.alertsSnapshot });
  const settings = useActorRef(flows.settings ?? liveFeedbackSettings, { snapshot: flows.settingsSnapshot });
  const wording = useActorRef(flows.wording ?? liveWordingList);
  const status = useSelector(alerts, (s) => s.value as AlertsStatus);
  const surveys = useSelector(alerts, (s) => s.context.surveys);
  const waiting = useSelector(alerts, (s) => s.context.waiting);
  // The list is in and no survey has closed: there can be no alert yet.
  const noResults = useSelector(alerts, (s) => s.context.listed && s.context.surveys.length === 0);
  const survey = useSelector(alerts, (s) => s.context.survey);
  const settled = useSelector(alerts, (s) => !s.context.latest);
  const found = useSelector(alerts, (s) => s.context.alerts);
  const error = useSelector(alerts, (s) => s.context.error);

  // The address leads, so back and forward change the filter.
  useEffect(() => alerts.send({ type: 'filter', survey: wanted }), [alerts, wanted]);
  // The latest survey with alerts, once found, goes into the address (in place): a link or reload keeps it.
  useEffect(() => {
    if (wanted === 'latest' && settled && survey !== null)
      setParams(
        (p) => {
          p.set('survey', String(survey));
          return p;
        },
        { replace: true },
      );
  }, [wanted, settled, survey, setParams]);
  // New thresholds find other people: say it went through, and ask again.
  useEffect(() => {
    const sub = settings.on('saved', () => {
      toast({ title: t('thresholds.saved'), description: t('thresholds.savedText') });
      alerts.send({ type: 'reload' });
    });
    return () => sub.unsubscribe();
  }, [settings, alerts, toast, t]);
  const filter = (id: number | null | 'latest') =>
    setParams((p) => {
      if (id === 'latest') p.delete('survey');
      else p.set('survey', id === null ? 'all' : String(id));
      return p;
    });

  return (
    <>
      <PageHeader title={t('feedbackPage.title')} description={t('alerts.description')} />
      <FeedbackNav current="alerts" />
      <Grid columns={{ initial: '1', lg: '3' }} gap="5" align="start">
        <Flex direction="column" gap="4" gridColumn={{ lg: 'span 2' }} minWidth="0">
          <Box>
            <SurveyPicker surveys={surveys} value={survey} onChange={filter} allLabel={t('alerts.allSurveys')} waiting={waiting} disabled={!settled} />
          </Box>
          {status === 'loading' && <LoadingCard text={t('alerts.loading')} />}
          {status === 'failed' && <LoadFailed what="alerts" error={error} onRetry={() => alerts.send({ type: 'retry' })} />}
          {status === 'resultsPending' && (
            <ResultsPendingState detail={error?.detail} headingLevel="h2" actions={<Button onClick={() => filter('latest')}>{t('alerts.latest')}</Button>} />
          )}
          {status === 'ready' && noResults && <NoResultsYet waiting={waiting} what="alerts" />}
          {status === 'ready' && !noResults && found && (
            <>
              <SuccessionList alerts={found} />
              <DevelopmentList alerts={found} />
            </>
          )}
        </Flex>
        <Flex direction="column" gap="5" minWidth="0">
          <SettingsCard actor={settings} />
          <WordingListCard actor={wording} />
        </Flex>
      </Grid>
    </>
  );
}
