import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ArrowRightIcon, CheckCircledIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyNominationsMachine, MyNominationsSnapshot } from '../../../../machines/my-nominations.machine';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { fullDay } from '../../../i18n/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { liveMyNominations } from './nomination-flows';
import { statusLabel } from './nomination-words';
import './nomination.css';
import { LoadingCard } from '../../../components/loading-card';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

interface MyNominationsFlows {
  machine?: MyNominationsMachine;
  snapshot?: MyNominationsSnapshot;
}

const approvalPath = (survey: number, ratee: number) => `/portrayal/nomination-approvals?survey=${survey}&ratee=${ratee}`;

/** One task as a link to where it is done. */
function TaskLink({ to, title, detail, label }: { to: string; title: string; detail: string; label: string }) {
  return (
    <Card asChild size="2" className="nomination-task-card">
      <Link to={to} aria-label={label}>
        <Flex justify="between" align="center" gap="3">
          <Flex direction="column" gap="1">
            <Text size="3" weight="medium" dir="auto">
              {title}
            </Text>
            <Text size="2" color="gray">
              {detail}
            </Text>
          </Flex>
          <ArrowRightIcon aria-hidden="true" />
        </Flex>
      </Link>
    </Card>
  );
}

/** /portrayal/user/my-nominations: the person's open nomination tasks, each leading to where it is done. */
export function MyNominationsPage({ flows = {} }: { flows?: MyNominationsFlows }) {
  const { t } = useTranslation('survey');
  useDocumentTitle(t('nomination.myPage.title'));
  const actor = useActorRef(flows.machine ?? liveMyNominations, flows.snapshot ? { snapshot: flows.snapshot } : undefined);
  const status = useSelector(actor, (s) => s.value);
  const tasks = useSelector(actor, (s) => s.context.tasks);
  const error = useSelector(actor, (s) => s.context.error);

  let body;
  if (status === 'loading') {
    body = <LoadingCard text={t('nomination.myPage.loading')} />;
  } else if (status === 'failed') {
    body = <LoadFailedCallout line={t('nomination.myPage.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  } else if (tasks.choose.length === 0 && tasks.approve.length === 0) {
    body = (
      <EmptyState icon={<CheckCircledIcon width="32" height="32" aria-hidden="true" />} title={t('nomination.myPage.emptyTitle')}>
        {t('nomination.myPage.emptyText')}
      </EmptyState>
    );
  } else {
    body = (
      <Flex direction="column" gap="5">
        {tasks.choose.length > 0 && (
          <section aria-labelledby="to-choose-heading">
            <Heading as="h2" size="4" mb="3" id="to-choose-heading">
              {t('nomination.myPage.toChoose')}
            </Heading>
            <Flex direction="column" gap="2">
              {tasks.choose.map((n) => (
                <TaskLink
                  key={n.survey.id}
                  to="/portrayal/nominations"
                  title={n.survey.title}
                  label={t('nomination.myPage.chooseFor', { title: n.survey.title })}
                  detail={
                    n.survey.nomination_deadline
                      ? t('nomination.myPage.statusBy', { status: statusLabel(n.status), day: fullDay(n.survey.nomination_deadline) })
                      : statusLabel(n.status)
                  }
                />
              ))}
            </Flex>
          </section>
        )}
        {tasks.approve.length > 0 && (
          <section aria-labelledby="to-approve-heading">
            <Heading as="h2" size="4" mb="3" id="to-approve-heading">
              {t('nomination.myPage.toApprove')}
            </Heading>
            <Flex direction="column" gap="2">
              {tasks.approve.map((n) => (
                <TaskLink
                  key={`${n.survey.id}:${n.ratee.id}`}
                  to={approvalPath(n.survey.id, n.ratee.id)}
                  title={n.ratee.name}
                  label={t('nomination.myPage.approveFor', { name: n.ratee.name, title: n.survey.title })}
                  detail={t('nomination.myPage.sentOn', { title: n.survey.title, day: fullDay(n.submitted_at) })}
                />
              ))}
            </Flex>
          </section>
        )}
      </Flex>
    );
  }
  return (
    <>
      <PageHeader title={t('nomination.myPage.title')} description={t('nomination.myPage.description')} />
      {body}
    </>
  );
}
