import { Flex, Text } from '@radix-ui/themes';
import { AvatarIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import type { TeamOverviewMachine, TeamOverviewSnapshot } from '../../../../machines/team-overview.machine';
import { TeamDevelopmentPlan } from '../development-plan/team-development-plan';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { liveTeamOverview } from './team-flows';
import { TeamProgressSection } from './team-progress';
import { TeamReportsSection } from './team-reports';
import { SkipLevelSection } from './skip-level-section';
import { TeamSummarySection } from './team-summary';
import { LoadingCard } from '../../../components/loading-card';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

/** A machine with fake effects, or a state to start in: stories use them instead of the live ones. */
interface MyTeamFlows {
  overview?: TeamOverviewMachine;
  snapshot?: TeamOverviewSnapshot;
}

const names = (members: Array<{ name: string }>) => members.map((m) => m.name).join(', ');

/**
 * /portrayal/user/my-team: a manager's direct reports (their progress in open surveys, their
 * released reports) and the development actions the caller manages, owns or coaches.
 */
export function MyTeamPage({ flows = {} }: { flows?: MyTeamFlows }) {
  useDocumentTitle('My team');
  const actor = useActorRef(flows.overview ?? liveTeamOverview, flows.snapshot ? { snapshot: flows.snapshot } : undefined);
  const status = useSelector(actor, (s) => s.value);
  const overview = useSelector(actor, (s) => s.context.overview);
  const error = useSelector(actor, (s) => s.context.error);

  let team;
  if (status === 'loading') {
    team = <LoadingCard text="Loading your team…" />;
  } else if (status === 'failed' || !overview) {
    team = <LoadFailedCallout line={'Your team could not be loaded.'} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  } else if (overview.members.length === 0) {
    team = (
      <EmptyState icon={<AvatarIcon width="28" height="28" aria-hidden="true" />} title="Nobody reports to you" headingLevel="h2">
        {overview.coach
          ? 'HR made you a coach: the development actions you coach or own are listed below.'
          : 'When HR names you someone’s manager in the organisation, their survey progress and released reports show here.'}
      </EmptyState>
    );
  } else {
    team = (
      <Flex direction="column" gap="6">
        <TeamSummarySection overview={overview} />
        <Text size="2" color="gray">
          Your direct reports: {names(overview.members)}.
        </Text>
        <TeamProgressSection progress={overview.progress} />
        <TeamReportsSection reports={overview.reports} />
        <SkipLevelSection people={overview.skip_level} />
      </Flex>
    );
  }

  return (
    <>
      <PageHeader
        title="My team"
        description="Your team in a few figures, how your direct reports’ surveys are going, their reports once HR releases them, who works under them, and the development actions you support."
      />
      <Flex direction="column" gap="6">
        {team}
        <TeamDevelopmentPlan />
      </Flex>
    </>
  );
}
