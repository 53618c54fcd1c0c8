import { Box, Button, Card, Flex, Grid, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import type { DashboardMachine, DashboardSnapshot, DashboardStatus } from '../../../machines/dashboard.machine';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { AlertCounts } from './alert-counts';
import type { GettingStartedFlows } from './getting-started';
import { liveDashboard } from './dashboard-flows';
import { MyWork } from './my-work';
import { RecentActivity } from './recent-activity';
import { SurveysInProgress } from './surveys-in-progress';

/** The machine and starting state a story gives the page instead of the live ones. */
export interface DashboardFlows {
  dashboard?: DashboardMachine;
  dashboardSnapshot?: DashboardSnapshot;
  gettingStarted?: GettingStartedFlows;
}

/**
 * The summary's parts the caller's areas allow: their own work always, the open surveys
 * with the survey area, the alert counts with the feedback area, and recent events.
 */
export function DashboardSummaryView({ flows }: { flows: DashboardFlows }) {
  const actor = useActorRef(flows.dashboard ?? liveDashboard, { snapshot: flows.dashboardSnapshot });
  const status = useSelector(actor, (s) => s.value as DashboardStatus);
  const summary = useSelector(actor, (s) => s.context.summary);
  const error = useSelector(actor, (s) => s.context.error);

  if (status === 'failed' && error?.status === 403) return null; // No dashboard area: the greeting and shortcuts are all there is.
  if (status === 'failed') {
    return (
      <Box mt="5">
        <FailureCallout lines={['Your summary could not be loaded.', ...(error ? failureSummary(error) : [])]}
          action={<Button size="1" onClick={() => actor.send({ type: 'retry' })}>Retry</Button>} />
      </Box>
    );
  }
  if (!summary) {
    return (
      <Card size="3" mt="5">
        <Flex align="center" justify="center" gap="2" py="6" role="status"><Spinner /><Text color="gray" size="2">Loading your summary…</Text></Flex>
      </Card>
    );
  }
  const { surveys, alerts } = summary;
  const side = surveys !== null;
  return (
    <Flex direction="column" gap="5" mt="5">
      <MyWork mine={summary.mine} />
      <Grid columns={{ initial: '1', lg: side ? '3' : '1' }} gap="4" align="start">
        {surveys !== null && (
          <Box gridColumn={{ lg: 'span 2' }} minWidth="0"><SurveysInProgress surveys={surveys} pending={summary.pending_raters} /></Box>
        )}
        <Flex direction="column" gap="4" minWidth="0">
          {alerts !== null && <AlertCounts alerts={alerts} />}
          <RecentActivity activity={summary.activity} manager={surveys !== null} />
        </Flex>
      </Grid>
    </Flex>
  );
}
