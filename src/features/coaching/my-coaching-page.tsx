import { Flex, Heading } from '@radix-ui/themes';
import { PersonIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import type { MyCoachingMachine, MyCoachingSnapshot } from '../../../machines/coaching-list.machine';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedCallout } from '../../components/load-failed-callout';
import { LoadingCard } from '../../components/loading-card';
import { PageHeader } from '../../components/page-header';
import { TextLink } from '../../components/text-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { liveMyCoaching } from './coaching-flows';
import { engagementPath } from './coaching-paths';
import { EngagementList } from './engagement-list';
import './coaching.css';

interface MyCoachingFlows {
  machine?: MyCoachingMachine;
  snapshot?: MyCoachingSnapshot;
}

/**
 * /portrayal/coaching/my: every employee's coaching, and, for an internal coach, their coachees. The coachees'
 * section shows only when there are some: the menu has one entry for both, since who coaches is no permission.
 */
export function MyCoachingPage({ flows = {} }: { flows?: MyCoachingFlows }) {
  const actor = useActorRef(flows.machine ?? liveMyCoaching, { input: {}, ...(flows.snapshot && { snapshot: flows.snapshot }) });
  const state = useSelector(actor, (s) => s.value as string);
  const lists = useSelector(actor, (s) => s.context.lists);
  const error = useSelector(actor, (s) => s.context.error);
  useDocumentTitle('My coaching');
  let body;
  if (state === 'loadFailed')
    body = <LoadFailedCallout line="Your coaching could not be loaded." error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  else if (!lists) body = <LoadingCard text="Loading your coaching…" />;
  else
    body = (
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="my-coaching-mine">
            <Heading as="h2" size="4" id="my-coaching-mine">
              Your coaching
            </Heading>
            {lists.mine.length === 0 ? (
              <EmptyState icon={<PersonIcon width="32" height="32" aria-hidden="true" />} title="No coaching yet">
                Once a feedback report is released to you, open it under <TextLink to="/portrayal/user/my-feedback">My feedback</TextLink> and choose{' '}
                <strong>Ask for a coach</strong> on its development areas.
              </EmptyState>
            ) : (
              <EngagementList items={lists.mine} as="coachee" pathOf={engagementPath} />
            )}
          </section>
        </Flex>
        {lists.coachees.length > 0 && (
          <Flex direction="column" gap="3" asChild>
            <section aria-labelledby="my-coaching-coachees">
              <Heading as="h2" size="4" id="my-coaching-coachees">
                My coachees
              </Heading>
              <EngagementList items={lists.coachees} as="coach" pathOf={engagementPath} />
            </section>
          </Flex>
        )}
      </Flex>
    );
  return (
    <>
      <PageHeader
        title="My coaching"
        description="Coaching on your development areas: your coach, your sessions, your private notes and what your coach sees."
      />
      {body}
    </>
  );
}
