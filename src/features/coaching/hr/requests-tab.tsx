import { useEffect, useState } from 'react';
import { Badge, Button, Flex, Select, Table, Text } from '@radix-ui/themes';
import { ChatBubbleIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_STATUSES, type EngagementStatus, type EngagementSummary } from '../../../../schemas/coaching';
import { EmptyState } from '../../../components/empty-state';
import { FailureCallout } from '../../../components/failure-callout';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { LoadingCard } from '../../../components/loading-card';
import { ScrollTable } from '../../../components/scroll-table';
import { useToast } from '../../../components/toast';
import { failureSummary } from '../../../lib/error-messages';
import { fullDay } from '../../../i18n/format';
import { ApprovalSetting, type ApprovalSettingFlows } from './approval-setting';
import type { CoachingRequestsMachine, CoachingRequestsSnapshot, CoachingRequestsStatus, RequestFilter } from './coaching-requests.machine';
import { DeclineDialog } from './decline-dialog';
import { liveCoachingRequests } from './hr-coaching-flows';

export interface RequestsTabFlows extends ApprovalSettingFlows {
  requests?: CoachingRequestsMachine;
  requestsSnapshot?: CoachingRequestsSnapshot;
}

const STATUS_COLOR: Record<EngagementStatus, 'amber' | 'green' | 'red' | 'gray'> = {
  pending_approval: 'amber',
  active: 'green',
  declined: 'red',
  ended: 'gray',
};

export function StatusBadge({ status }: { status: EngagementStatus }) {
  const { t } = useTranslation('coaching');
  return (
    <Badge color={STATUS_COLOR[status]} variant="soft">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Every coaching request by status (awaiting approval first), approving or declining the pending ones; the approval switch above. */
export function RequestsTab({ flows = {}, initialDeclining = null }: { flows?: RequestsTabFlows; initialDeclining?: EngagementSummary | null }) {
  const { t } = useTranslation('coaching');
  const actor = useActorRef(flows.requests ?? liveCoachingRequests, flows.requestsSnapshot ? { snapshot: flows.requestsSnapshot } : undefined);
  const status = useSelector(actor, (s) => s.value as CoachingRequestsStatus);
  const filter = useSelector(actor, (s) => s.context.filter);
  const items = useSelector(actor, (s) => s.context.items);
  const error = useSelector(actor, (s) => s.context.error);
  const decision = useSelector(actor, (s) => s.context.decision);
  const deciding = useSelector(actor, (s) => s.hasTag('deciding'));
  const [declining, setDeclining] = useState<EngagementSummary | null>(initialDeclining);
  const toast = useToast();

  useEffect(() => {
    const subscription = actor.on('decided', ({ decision: done, engagement }) => {
      toast({
        title: done.kind === 'approve' ? t('requests.approved') : t('requests.declined'),
        description:
          done.kind === 'approve'
            ? t('requests.approvedText', { coachee: engagement.coachee.name, coach: engagement.coach.name })
            : t('requests.declinedText', { coachee: engagement.coachee.name }),
      });
      setDeclining(null);
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, t]);

  const failedOn = (kind: 'approve' | 'decline') => (status === 'failed' && decision?.kind === kind ? error : null);
  const approveFailure = failedOn('approve');
  const approving = (id: number) => deciding && decision?.kind === 'approve' && decision.id === id;

  let body;
  if (status === 'loading') body = <LoadingCard text={t('requests.loading')} />;
  else if (status === 'loadFailed') body = <LoadFailedCallout line={t('requests.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  else if (items.length === 0)
    body = (
      <EmptyState icon={<ChatBubbleIcon width="28" height="28" aria-hidden="true" />} title={t(`requests.empty.${filter}`)}>
        {t('requests.emptyHint')}
      </EmptyState>
    );
  else
    body = (
      <ScrollTable label={t('requests.label')} variant="surface" stack>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('requests.coachee')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('requests.coach')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('requests.areas')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('requests.language')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('requests.asked')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('hr.status')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <span className="visually-hidden">{t('hr.actions')}</span>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((r) => (
            <Table.Row key={r.id} align="center">
              <Table.RowHeaderCell>
                <Flex direction="column">
                  <Text weight="medium" dir="auto">
                    {r.coachee.name}
                  </Text>
                  <Text size="1" color="gray">
                    {r.survey.title}
                  </Text>
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Flex direction="column">
                  <Text dir="auto">{r.coach.name}</Text>
                  <Text size="1" color="gray">
                    {r.coach.kind === 'internal' ? t('requests.employee') : r.coach.organisation || t('requests.outsideCoach')}
                  </Text>
                </Flex>
              </Table.Cell>
              <Table.Cell>{r.competencies.map((c) => c.title).join(', ')}</Table.Cell>
              <Table.Cell>{t(`languages.${r.language}`)}</Table.Cell>
              <Table.Cell>{fullDay(r.requested_at)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={r.status} />
              </Table.Cell>
              <Table.Cell>
                {r.status === 'pending_approval' && (
                  <Flex gap="2" justify="end">
                    <Button
                      size="1"
                      loading={approving(r.id)}
                      disabled={deciding}
                      onClick={() => actor.send({ type: 'approve', id: r.id })}
                      aria-label={t('requests.approveLabel', { name: r.coachee.name })}
                    >
                      {t('requests.approve')}
                    </Button>
                    <Button
                      size="1"
                      variant="soft"
                      color="red"
                      disabled={deciding}
                      onClick={() => setDeclining(r)}
                      aria-label={t('requests.declineLabel', { name: r.coachee.name })}
                    >
                      {t('requests.decline')}
                    </Button>
                  </Flex>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    );

  return (
    <Flex direction="column" gap="3">
      <ApprovalSetting flows={flows} />
      <Flex justify="between" align="center" gap="3" wrap="wrap" mt="2">
        <Flex gap="2" align="center">
          <Text as="label" size="2" weight="medium" htmlFor="coaching-request-status">
            {t('requests.show')}
          </Text>
          <Select.Root value={filter} onValueChange={(next) => actor.send({ type: 'filter', filter: next as RequestFilter })}>
            <Select.Trigger id="coaching-request-status" />
            <Select.Content position="popper">
              {ENGAGEMENT_STATUSES.map((s) => (
                <Select.Item key={s} value={s}>
                  {t(`status.${s}`)}
                </Select.Item>
              ))}
              <Select.Item value="all">{t('requests.every')}</Select.Item>
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>
      {approveFailure && (
        <FailureCallout
          lines={[t('requests.approveFailed'), ...failureSummary(approveFailure)]}
          onDismiss={() => actor.send({ type: 'clearErrors' })}
          action={
            <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'retry' })}>
              {t('hr.tryAgain')}
            </Button>
          }
        />
      )}
      {status === 'refreshFailed' && (
        <FailureCallout
          lines={[t('requests.refreshFailed')]}
          action={
            <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'retry' })}>
              {t('hr.refresh')}
            </Button>
          }
        />
      )}
      {body}
      {declining && (
        <DeclineDialog
          request={declining}
          busy={deciding}
          error={failedOn('decline')}
          onDecline={(reason) => actor.send({ type: 'decline', id: declining.id, reason })}
          onDismissErrors={() => actor.send({ type: 'clearErrors' })}
          onClose={() => {
            setDeclining(null);
            if (status === 'failed') actor.send({ type: 'clearErrors' });
          }}
        />
      )}
    </Flex>
  );
}
