import { Button, Flex } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import type { EmployeeImportMachine, EmployeeImportSnapshot } from '../../../machines/employee-import.machine';
import { FailureCallout } from '../../components/failure-callout';
import { PageHeader } from '../../components/page-header';
import { failureSummary } from '../../lib/error-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { EmployeeFormDialog } from './employee-form-dialog';
import { EmployeeList } from './employee-list';
import { ImportEmployeesDialog } from './import-employees-dialog';
import { notInvited } from './invitation-status';
import { InviteContext } from './invite-context';
import { useInvitations } from './use-invitations';
import { useWorkforce, type WorkforceDialog, type WorkforceFlows } from './use-workforce';
import { WorkforceActions } from './workforce-actions';
import { WorkforceTabs } from './workforce-tabs';
import type { inviteMachine } from './workforce-flows';

export interface WorkforcePageProps {
  flows?: WorkforceFlows & { import?: EmployeeImportMachine; importSnapshot?: EmployeeImportSnapshot; invite?: typeof inviteMachine };
  /** Stories open a dialog or start with a search. */
  initialDialog?: WorkforceDialog;
  initialSearch?: string;
}

/** /portrayal/admin/workforce: every employee of the company; add, edit, delete and import them. */
export function WorkforcePage({ flows = {}, initialDialog = null, initialSearch }: WorkforcePageProps) {
  const w = useWorkforce(flows, initialDialog);
  const invitations = useInvitations(flows.invite, () => w.actor.send({ type: 'refresh' }));
  useDocumentTitle('Workforce');
  const open = (dialog: WorkforceDialog) => () => w.setDialog(dialog);
  const waiting = w.employees.filter(notInvited).length;
  const actions = (variant: 'header' | 'empty') => (
    <>
      {variant === 'header' && waiting > 0 && (
        <Button variant="soft" onClick={invitations.inviteAll} loading={invitations.busy} disabled={invitations.busy}>
          <EnvelopeClosedIcon /> Invite everyone not invited ({waiting.toLocaleString('en')})
        </Button>
      )}
      <WorkforceActions variant={variant} onAdd={open({ kind: 'create' })} onImport={open({ kind: 'import' })}
        onTemplate={w.template.submit} templateBusy={w.template.busy} />
    </>
  );
  const notices = [
    invitations.status === 'failure' && invitations.error && (
      <FailureCallout key="invite" lines={['The invitations were not sent.', ...failureSummary(invitations.error)]} onDismiss={invitations.clearErrors} />
    ),
    w.template.status === 'failure' && w.template.error && (
      <FailureCallout key="template" lines={['The template could not be downloaded.', ...failureSummary(w.template.error)]} onDismiss={w.template.reset} />
    ),
    w.choices.status === 'failure' && (
      <FailureCallout key="choices" lines={['The designations, departments and groups did not load, so some names and choices are missing.']}
        action={<Button size="1" variant="soft" color="red" onClick={w.choices.retry}>Try again</Button>} />
    ),
    w.status === 'stale' && (
      <FailureCallout key="stale" lines={['Your change was saved, but the list could not be refreshed.']}
        action={<Button size="1" variant="soft" color="red" onClick={() => w.actor.send({ type: 'retry' })}>Refresh</Button>} />
    ),
  ].filter(Boolean);

  return (
    <>
      <PageHeader title="Workforce" description={`The people of ${w.user?.company?.name ?? 'your company'}, their roles and who they report to.`}
        actions={actions('header')} />
      <WorkforceTabs />
      {notices.length > 0 && <Flex direction="column" gap="3" mb="3">{notices}</Flex>}
      <InviteContext.Provider value={invitations.context}>
        <EmployeeList status={w.status} employees={w.employees} error={w.error} choices={w.choices.output} initialSearch={initialSearch}
          onRetry={() => w.actor.send({ type: 'retry' })} emptyActions={actions('empty')}
          onEdit={(employee) => w.setDialog({ kind: 'edit', employee })} onDelete={(employee) => w.setDialog({ kind: 'delete', employee })} />
      </InviteContext.Provider>

      {(w.dialog?.kind === 'create' || w.dialog?.kind === 'edit') && (
        <EmployeeFormDialog employee={w.dialog.kind === 'edit' ? w.dialog.employee : null} employees={w.employees} choices={w.choices.output}
          busy={w.busy} error={w.failedWrite('form')} onDismissErrors={() => w.actor.send({ type: 'clearErrors' })} onClose={w.close}
          onCreate={(values) => w.actor.send({ type: 'create', values })} onUpdate={(id, values) => w.actor.send({ type: 'update', id, values })} />
      )}
      {w.dialog?.kind === 'delete' && (
        <DeleteEmployeeDialog employee={w.dialog.employee} employees={w.employees} isSelf={w.dialog.employee.user_id === w.user?.id}
          busy={w.busy} error={w.failedWrite('delete')} onClose={w.close}
          // The account's id: DELETE /api/users/{id}/ (see workforce-flows.ts).
          onConfirm={() => w.dialog?.kind === 'delete' && w.actor.send({ type: 'delete', id: w.dialog.employee.user_id })} />
      )}
      {w.dialog?.kind === 'import' && (
        <ImportEmployeesDialog logic={flows.import} snapshot={flows.importSnapshot} onImported={() => w.actor.send({ type: 'refresh' })}
          onTemplate={w.template.submit} templateBusy={w.template.busy} onClose={() => w.setDialog(null)} />
      )}
    </>
  );
}
