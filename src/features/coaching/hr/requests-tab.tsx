import { useEffect, useState } from 'react';
import { Badge, Button, Flex, Select, Table, Text } from '@radix-ui/themes';
import { ChatBubbleIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { ENGAGEMENT_STATUS_LABELS, ENGAGEMENT_STATUSES, LANGUAGE_NAMES, type EngagementStatus, type EngagementSummary } from '../../../../schemas/coaching';
import { EmptyState } from '../../../components/empty-state';
import { FailureCallout } from '../../../components/failure-callout';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { LoadingCard } from '../../../components/loading-card';
import { ScrollTable } from '../../../components/scroll-table';
import { useToast } from '../../../components/toast';
import { failureSummary } from '../../../lib/error-messages';
import { fullDay } from '../../../lib/english-format';
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
  return (
    <Badge color={STATUS_COLOR[status]} variant="soft">
      {ENGAGEMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

const EMPTY_LINE: Record<RequestFilter, string> = {
  pending_approval: 'No request awaits your approval.',
  active: 'Nobody is being coached right now.',
  declined: 'No request has been declined.',
  ended: 'No coaching has ended yet.',
  all: 'Nobody has asked for coaching yet.',
};

/** Every coaching request by status (awaiting approval first), approving or declining the pending ones; the approval switch above. */
export function RequestsTab({ flows = {}, initialDeclining = null }: { flows?: RequestsTabFlows; initialDeclining?: EngagementSummary | null }) {
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
        title: done.kind === 'approve' ? 'Request approved' : 'Request declined',
        description:
          done.kind === 'approve' ? `${engagement.coachee.name} and ${engagement.coach.name} can start.` : `${engagement.coachee.name} has been told.`,
      });
      setDeclining(null);
    });
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  const failedOn = (kind: 'approve' | 'decline') => (status === 'failed' && decision?.kind === kind ? error : null);
  const approveFailure = failedOn('approve');
  const approving = (id: number) => deciding && decision?.kind === 'approve' && decision.id === id;

  let body;
  if (status === 'loading') body = <LoadingCard text="Loading requests…" />;
  else if (status === 'loadFailed')
    body = <LoadFailedCallout line="The requests could not be loaded." error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  else if (items.length === 0)
    body = (
      <EmptyState icon={<ChatBubbleIcon width="28" height="28" aria-hidden="true" />} title={EMPTY_LINE[filter]}>
        A coachee asks for coaching from their released report; their request shows here with its status.
      </EmptyState>
    );
  else
    body = (
      <ScrollTable label="Coaching requests" variant="surface" stack>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Coachee</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Coach</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Development areas</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Language</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Asked</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <span className="visually-hidden">Actions</span>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((r) => (
            <Table.Row key={r.id} align="center">
              <Table.RowHeaderCell>
                <Flex direction="column">
                  <Text weight="medium">{r.coachee.name}</Text>
                  <Text size="1" color="gray">
                    {r.survey.title}
                  </Text>
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Flex direction="column">
                  <Text>{r.coach.name}</Text>
                  <Text size="1" color="gray">
                    {r.coach.kind === 'internal' ? 'Employee' : r.coach.organisation || 'Outside coach'}
                  </Text>
                </Flex>
              </Table.Cell>
              <Table.Cell>{r.competencies.map((c) => c.title).join(', ')}</Table.Cell>
              <Table.Cell>{LANGUAGE_NAMES[r.language]}</Table.Cell>
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
                      aria-label={`Approve ${r.coachee.name}’s request`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="1"
                      variant="soft"
                      color="red"
                      disabled={deciding}
                      onClick={() => setDeclining(r)}
                      aria-label={`Decline ${r.coachee.name}’s request`}
                    >
                      Decline
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
            Show
          </Text>
          <Select.Root value={filter} onValueChange={(next) => actor.send({ type: 'filter', filter: next as RequestFilter })}>
            <Select.Trigger id="coaching-request-status" />
            <Select.Content position="popper">
              {ENGAGEMENT_STATUSES.map((s) => (
                <Select.Item key={s} value={s}>
                  {ENGAGEMENT_STATUS_LABELS[s]}
                </Select.Item>
              ))}
              <Select.Item value="all">Every request</Select.Item>
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>
      {approveFailure && (
        <FailureCallout
          lines={['The request was not approved.', ...failureSummary(approveFailure)]}
          onDismiss={() => actor.send({ type: 'clearErrors' })}
          action={
            <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'retry' })}>
              Try again
            </Button>
          }
        />
      )}
      {status === 'refreshFailed' && (
        <FailureCallout
          lines={['Your decision was saved, but the list could not be refreshed.']}
          action={
            <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'retry' })}>
              Refresh
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
