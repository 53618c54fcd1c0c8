import { Flex, Text } from '@radix-ui/themes';
import { AvatarIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('team.title'));
  const actor = useActorRef(flows.overview ?? liveTeamOverview, flows.snapshot ? { snapshot: flows.snapshot } : undefined);
  const status = useSelector(actor, (s) => s.value);
  const overview = useSelector(actor, (s) => s.context.overview);
  const error = useSelector(actor, (s) => s.context.error);

  let team;
  if (status === 'loading') {
    team = <LoadingCard text={t('team.loading')} />;
  } else if (status === 'failed' || !overview) {
    team = <LoadFailedCallout line={t('team.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  } else if (overview.members.length === 0) {
    team = (
      <EmptyState icon={<AvatarIcon width="28" height="28" aria-hidden="true" />} title={t('team.emptyTitle')} headingLevel="h2">
        {overview.coach ? t('team.emptyCoach') : t('team.emptyText')}
      </EmptyState>
    );
  } else {
    team = (
      <Flex direction="column" gap="6">
        <TeamSummarySection overview={overview} />
        <Text size="2" color="gray">
          {t('team.members', { names: names(overview.members) })}
        </Text>
        <TeamProgressSection progress={overview.progress} />
        <TeamReportsSection reports={overview.reports} />
        <SkipLevelSection people={overview.skip_level} />
      </Flex>
    );
  }

  return (
    <>
      <PageHeader title={t('team.title')} description={t('team.description')} />
      <Flex direction="column" gap="6">
        {team}
        <TeamDevelopmentPlan />
      </Flex>
    </>
  );
}
