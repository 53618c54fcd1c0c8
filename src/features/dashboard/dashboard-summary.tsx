import { useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Flex, Grid, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { DashboardMachine, DashboardSnapshot, DashboardStatus } from '../../../machines/dashboard.machine';
import { AlertCounts } from './alert-counts';
import type { GettingStartedFlows } from './getting-started';
import { liveDashboard, summaryOnArrival, type AlertCountsMachine } from './dashboard-flows';
import { MyWork } from './my-work';
import { RecentActivity } from './recent-activity';
import { ActivitySkeleton, SurveysSkeleton } from './summary-skeleton';
import { SurveysInProgress } from './surveys-in-progress';
import { LoadFailedCallout } from '../../components/load-failed-callout';

/** The machine and starting state a story gives the page instead of the live ones. */
export interface DashboardFlows {
  dashboard?: DashboardMachine;
  dashboardSnapshot?: DashboardSnapshot;
  alerts?: AlertCountsMachine;
  gettingStarted?: GettingStartedFlows;
}

/** The cards the caller's areas give: the open surveys (survey area) and the alert counts (feedback area). */
interface SummaryAreas {
  surveys: boolean;
  alerts: boolean;
}

function SummaryGrid({ surveys, side }: { surveys: ReactNode; side: ReactNode }) {
  return (
    <Grid columns={{ initial: '1', lg: surveys ? '3' : '1' }} gap="4" align="start">
      {surveys && (
        <Box gridColumn={{ lg: 'span 2' }} minWidth="0">
          {surveys}
        </Box>
      )}
      <Flex direction="column" gap="4" minWidth="0">
        {side}
      </Flex>
    </Grid>
  );
}

/**
 * The summary's parts the caller's areas allow: their own work always, the open surveys
 * with the survey area, the alert counts with the feedback area (their own request, see
 * AlertCounts), and recent events. While it loads, the same cards with their figures greyed
 * out; `children` (what follows the summary) wait for it, so nothing on screen moves down as it fills.
 */
export function DashboardSummaryView({ flows, areas, children }: { flows: DashboardFlows; areas: SummaryAreas; children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  // A story gives its machine and state; the live page starts with the summary if it is here already.
  const [snapshot] = useState(() => flows.dashboardSnapshot ?? (flows.dashboard ? undefined : summaryOnArrival()));
  const actor = useActorRef(flows.dashboard ?? liveDashboard, { snapshot });
  const status = useSelector(actor, (s) => s.value as DashboardStatus);
  // The cards fill as a transition, in slices (see PortrayalShell).
  const summary = useDeferredValue(useSelector(actor, (s) => s.context.summary));
  const error = useSelector(actor, (s) => s.context.error);

  if (status === 'failed' && error?.status === 403) return children; // No dashboard area: the greeting and shortcuts are all there is.
  if (status === 'failed') {
    return (
      <>
        <Box mt="5">
          <LoadFailedCallout line={t('summary.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />
        </Box>
        {children}
      </>
    );
  }
  // One shape loading or not, so that the alert card (and its request) stays mounted as the summary arrives.
  return (
    <>
      <Flex direction="column" gap="5" mt="5">
        {!summary && (
          <Text role="status" className="visually-hidden">
            {t('summary.loading')}
          </Text>
        )}
        <MyWork mine={summary?.mine ?? null} />
        <SummaryGrid
          surveys={
            summary
              ? summary.surveys !== null && <SurveysInProgress surveys={summary.surveys} pending={summary.pending_raters} />
              : areas.surveys && <SurveysSkeleton />
          }
          side={
            <>
              {areas.alerts && <AlertCounts machine={flows.alerts} />}
              {summary ? <RecentActivity activity={summary.activity} manager={summary.surveys !== null} /> : <ActivitySkeleton />}
            </>
          }
        />
      </Flex>
      {summary && children}
    </>
  );
}
