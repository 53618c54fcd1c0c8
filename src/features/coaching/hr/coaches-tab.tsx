import { Button, Flex, Text } from '@radix-ui/themes';
import { PersonIcon, PlusIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FailureCallout } from '../../../components/failure-callout';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { LoadingCard } from '../../../components/loading-card';
import { failureSummary } from '../../../lib/error-messages';
import { CoachFormDialog } from './coach-form-dialog';
import { CoachTable } from './coach-table';
import { DeleteCoachDialog } from './delete-coach-dialog';
import { useCoachPool, type CoachDialog, type CoachPoolFlows } from './use-coach-pool';

export interface CoachesTabProps {
  flows?: CoachPoolFlows;
  /** Stories open a dialog. */
  initialDialog?: CoachDialog;
}

/** The coach pool: employees and outside coaches, what they coach, their load; add, edit, remove, mail a link. */
export function CoachesTab({ flows = {}, initialDialog = null }: CoachesTabProps) {
  const { t } = useTranslation('coaching');
  const p = useCoachPool(flows, initialDialog);
  const add = (
    <Button onClick={() => p.setDialog({ kind: 'create' })}>
      <PlusIcon /> {t('coaches.add')}
    </Button>
  );
  const notices = [
    p.choices.status === 'failure' && (
      <FailureCallout
        key="choices"
        lines={[t('coaches.choicesFailed'), ...(p.choices.error ? failureSummary(p.choices.error) : [])]}
        action={
          <Button size="1" variant="soft" color="red" onClick={p.choices.retry}>
            {t('hr.tryAgain')}
          </Button>
        }
      />
    ),
    p.link.status === 'failure' && p.link.error && (
      <FailureCallout key="link" lines={[t('coaches.linkFailed'), ...failureSummary(p.link.error)]} onDismiss={p.link.reset} />
    ),
    p.status === 'refreshFailed' && (
      <FailureCallout
        key="refresh"
        lines={[t('hr.refreshFailed')]}
        action={
          <Button size="1" variant="soft" color="red" onClick={() => p.actor.send({ type: 'retry' })}>
            {t('hr.refresh')}
          </Button>
        }
      />
    ),
  ].filter(Boolean);

  let body;
  if (p.status === 'loading') body = <LoadingCard text={t('coaches.loading')} />;
  else if (p.status === 'loadFailed')
    body = <LoadFailedCallout line={t('coaches.loadFailed')} error={p.error} onRetry={() => p.actor.send({ type: 'retry' })} />;
  else if (p.coaches.length === 0)
    body = (
      <EmptyState icon={<PersonIcon width="28" height="28" aria-hidden="true" />} title={t('coaches.empty')} actions={add}>
        {t('coaches.emptyHint')}
      </EmptyState>
    );
  else
    body = (
      <CoachTable
        coaches={p.coaches}
        sending={p.link.busy ? (p.link.input ?? null) : null}
        onEdit={(coach) => p.setDialog({ kind: 'edit', coach })}
        onDelete={(coach) => p.setDialog({ kind: 'delete', coach })}
        onSendLink={(coach) => p.link.submit(coach.id)}
      />
    );

  return (
    <Flex direction="column" gap="3">
      {p.coaches.length > 0 && (
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text size="2" color="gray">
            {t('coaches.summary', {
              coaches: t('coaches.count', { count: p.coaches.length }),
              taking: t('coaches.taking', { count: p.coaches.filter((c) => c.active).length }),
            })}
          </Text>
          {add}
        </Flex>
      )}
      {notices}
      {body}
      {(p.dialog?.kind === 'create' || p.dialog?.kind === 'edit') && (
        <CoachFormDialog
          coach={p.dialog.kind === 'edit' ? p.dialog.coach : null}
          choices={p.choices.output}
          busy={p.busy}
          error={p.failedWrite('form')}
          onSave={p.save}
          onDismissErrors={() => p.actor.send({ type: 'clearErrors' })}
          onClose={p.close}
        />
      )}
      {p.dialog?.kind === 'delete' && (
        <DeleteCoachDialog
          coach={p.dialog.coach}
          busy={p.busy}
          error={p.failedWrite('delete')}
          onClose={p.close}
          onConfirm={() => p.dialog?.kind === 'delete' && p.actor.send({ type: 'delete', id: p.dialog.coach.id })}
        />
      )}
    </Flex>
  );
}
