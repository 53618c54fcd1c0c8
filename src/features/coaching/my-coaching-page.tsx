import { Flex, Heading } from '@radix-ui/themes';
import { PersonIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
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

/** The ratee's reports, linked by their path (a feature imports no other). */
const MY_FEEDBACK_PATH = '/portrayal/user/my-feedback';

interface MyCoachingFlows {
  machine?: MyCoachingMachine;
  snapshot?: MyCoachingSnapshot;
}

/**
 * /portrayal/coaching/my: every employee's coaching, and, for an internal coach, their coachees. The coachees'
 * section shows only when there are some: the menu has one entry for both, since who coaches is no permission.
 */
export function MyCoachingPage({ flows = {} }: { flows?: MyCoachingFlows }) {
  const { t } = useTranslation('coaching');
  const actor = useActorRef(flows.machine ?? liveMyCoaching, { input: {}, ...(flows.snapshot && { snapshot: flows.snapshot }) });
  const state = useSelector(actor, (s) => s.value as string);
  const lists = useSelector(actor, (s) => s.context.lists);
  const error = useSelector(actor, (s) => s.context.error);
  useDocumentTitle(t('mine.title'));
  let body;
  if (state === 'loadFailed') body = <LoadFailedCallout line={t('mine.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  else if (!lists) body = <LoadingCard text={t('mine.loading')} />;
  else
    body = (
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="my-coaching-mine">
            <Heading as="h2" size="4" id="my-coaching-mine">
              {t('mine.yours')}
            </Heading>
            {lists.mine.length === 0 ? (
              <EmptyState icon={<PersonIcon width="32" height="32" aria-hidden="true" />} title={t('mine.empty')}>
                <Trans t={t} i18nKey="mine.emptyHint" components={{ link: <TextLink to={MY_FEEDBACK_PATH}>{null}</TextLink>, strong: <strong /> }} />
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
                {t('mine.coachees')}
              </Heading>
              <EngagementList items={lists.coachees} as="coach" pathOf={engagementPath} />
            </section>
          </Flex>
        )}
      </Flex>
    );
  return (
    <>
      <PageHeader title={t('mine.title')} description={t('mine.description')} />
      {body}
    </>
  );
}
