import { useEffect, useRef } from 'react';
import { Button, Card, Flex, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import type { AuditLogMachine, AuditLogSnapshot, AuditLogStatus } from '../../../machines/audit-log.machine';
import type { AuditLogEntry } from '../../../schemas/audit-log';
import { AuditChange } from '../../components/audit-change';
import { FailureCallout } from '../../components/failure-callout';
import { actionLabel, actorParts, momentText } from '../../lib/audit-format';
import { failureSummary } from '../../lib/error-messages';
import { liveRaterChanges } from './rater-changes-flows';
import { LoadFailedCallout } from '../../components/load-failed-callout';

export interface RaterChangesFlows {
  machine?: AuditLogMachine;
  snapshot?: AuditLogSnapshot;
}

function Change({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('survey');
  const { name, email } = actorParts(entry.actor);
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="baseline" wrap="wrap">
        <Text size="2" weight="medium">
          {actionLabel(entry.action)}
        </Text>
        <Text size="1" color="gray">
          <Trans
            t={t}
            i18nKey="changes.byAt"
            values={{ name, at: momentText(entry.at) }}
            components={{ who: <Text title={email || undefined} dir="auto" />, time: <time dateTime={entry.at} /> }}
          />
        </Text>
      </Flex>
      <AuditChange entry={entry} />
    </Flex>
  );
}

interface RaterChangesCardProps {
  surveyId: number;
  /** Asks again when this changes: the page's assignments after a rater was removed or replaced. */
  reloadOn?: unknown;
  flows?: RaterChangesFlows;
}

/** Every change to the survey's raters, newest first: what changed, who made it, and when (HR's record of the audit log). */
export function RaterChangesCard({ surveyId, reloadOn, flows = {} }: RaterChangesCardProps) {
  const actor = useActorRef(flows.machine ?? liveRaterChanges, { input: { filters: { survey: surveyId } }, snapshot: flows.snapshot });
  const status = useSelector(actor, (s) => s.value as AuditLogStatus);
  const entries = useSelector(actor, (s) => s.context.entries);
  const hasMore = useSelector(actor, (s) => s.context.next !== null);
  const error = useSelector(actor, (s) => s.context.error);
  const { t } = useTranslation('survey');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actor.send({ type: 'reload' });
  }, [actor, reloadOn]);

  return (
    <Card size="3" role="region" aria-label={t('changes.title')}>
      <Heading as="h2" size="4" mb="1">
        {t('changes.title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {t('changes.description')}
      </Text>
      {status === 'loading' && (
        <Flex align="center" justify="center" gap="2" py="5" role="status">
          <Spinner />
          <Text color="gray" size="2">
            {t('changes.loading')}
          </Text>
        </Flex>
      )}
      {status === 'failed' && <LoadFailedCallout line={t('changes.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />}
      {status !== 'loading' && status !== 'failed' && entries.length === 0 && (
        <Text as="p" size="2" color="gray">
          {t('changes.empty')}
        </Text>
      )}
      {entries.length > 0 && status !== 'loading' && (
        <Flex direction="column" gap="3" asChild>
          <ol className="audit-change">
            {entries.map((entry, i) => (
              <li key={entry.id}>
                {i > 0 && <Separator size="4" mb="3" />}
                <Change entry={entry} />
              </li>
            ))}
          </ol>
        </Flex>
      )}
      {status === 'moreFailed' && error && (
        <Flex mt="3">
          <FailureCallout
            lines={[t('changes.moreFailed'), ...failureSummary(error)]}
            onDismiss={() => actor.send({ type: 'clearErrors' })}
            action={
              <Button size="1" onClick={() => actor.send({ type: 'retry' })}>
                {t('changes.retry')}
              </Button>
            }
          />
        </Flex>
      )}
      {hasMore && status !== 'moreFailed' && status !== 'loading' && (
        <Flex justify="center" mt="4">
          <Button variant="soft" onClick={() => actor.send({ type: 'more' })} loading={status === 'loadingMore'}>
            {t('changes.more')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
