import { Box, Button, Flex } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { EmployeeImportMachine, EmployeeImportSnapshot } from '../../../machines/employee-import.machine';
import { FailureCallout } from '../../components/failure-callout';
import { PageHeader } from '../../components/page-header';
import { StaleEditCallout } from '../../components/stale-edit-callout';
import { failureSummary } from '../../lib/error-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useToast } from '../../components/toast';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { EmployeeFormDialog } from './employee-form-dialog';
import { EmployeeList } from './employee-list';
import { ImportEmployeesDialog } from './import-employees-dialog';
import { PersonDataSection, type PersonDataFlows } from './person-data-section';
import { fullName } from './employee-rows';
import { notInvited } from './invitation-status';
import { InviteContext } from './invite-context';
import { useInvitations } from './use-invitations';
import { useWorkforce, type WorkforceDialog, type WorkforceFlows } from './use-workforce';
import { BulkDialog } from './bulk-dialogs';
import { ExportMenu } from './export-menu';
import { useWorkforceTools, type WorkforceToolFlows } from './use-workforce-tools';
import { WorkforceActions } from './workforce-actions';
import { WorkforceFilterBar } from './workforce-filter-bar';
import { WorkforceTabs } from './workforce-tabs';
import type { inviteMachine } from './workforce-flows';
import { count } from '../../i18n/format';

export interface WorkforcePageProps {
  flows?: WorkforceFlows &
    WorkforceToolFlows & {
      import?: EmployeeImportMachine;
      importSnapshot?: EmployeeImportSnapshot;
      invite?: typeof inviteMachine;
      personData?: PersonDataFlows;
    };
  /** Stories open a dialog (the search and filters come from the address, as in the app). */
  initialDialog?: WorkforceDialog;
}

/** /portrayal/admin/workforce: every employee of the company; add, edit, delete and import them. */
export function WorkforcePage({ flows = {}, initialDialog = null }: WorkforcePageProps) {
  const { t } = useTranslation('workforce');
  const w = useWorkforce(flows, initialDialog);
  const refresh = () => w.actor.send({ type: 'refresh' });
  const invitations = useInvitations(flows.invite, refresh);
  const tools = useWorkforceTools(flows, w.user?.company?.name ?? '', w.employees, refresh);
  const toast = useToast();
  useDocumentTitle(t('title'));
  const open = (dialog: WorkforceDialog) => () => w.setDialog(dialog);
  const erased = (name: string) => () => {
    w.close();
    refresh();
    toast({ title: t('personData.erased'), description: t('personData.erasedDescription', { name }) });
  };
  const waiting = w.employees.filter(notInvited).length;
  const stale =
    w.stale || w.reloading ? (
      <StaleEditCallout
        error={w.error}
        busy={w.reloading}
        onReload={() => w.actor.send({ type: 'reload' })}
        onDismiss={w.reloading ? undefined : () => w.actor.send({ type: 'clearErrors' })}
      />
    ) : undefined;
  const actions = (variant: 'header' | 'empty') => (
    <>
      {variant === 'header' && waiting > 0 && (
        <Button variant="soft" onClick={invitations.inviteAll} loading={invitations.busy} disabled={invitations.busy}>
          {/* Short on a phone, so the header's actions fit beside it. */}
          <EnvelopeClosedIcon />{' '}
          <Box as="span" display={{ initial: 'none', sm: 'inline' }}>
            {t('page.inviteEveryone')}
          </Box>
          <Box as="span" display={{ initial: 'inline', sm: 'none' }}>
            {t('page.inviteAll')}
          </Box>{' '}
          ({count(waiting)})
        </Button>
      )}
      {variant === 'header' && w.employees.length > 0 && (
        <ExportMenu onExport={tools.exportAs} busy={tools.exporter.busy} filtered={Object.keys(tools.filters).length > 0 || tools.search.trim() !== ''} />
      )}
      <WorkforceActions
        variant={variant}
        onAdd={open({ kind: 'create' })}
        onImport={open({ kind: 'import' })}
        onTemplate={w.template.submit}
        templateBusy={w.template.busy}
      />
    </>
  );
  const notices = [
    invitations.status === 'failure' && invitations.error && (
      <FailureCallout key="invite" lines={[t('page.inviteFailed'), ...failureSummary(invitations.error)]} onDismiss={invitations.clearErrors} />
    ),
    w.template.status === 'failure' && w.template.error && (
      <FailureCallout key="template" lines={[t('page.templateFailed'), ...failureSummary(w.template.error)]} onDismiss={w.template.reset} />
    ),
    tools.exporter.status === 'failure' && tools.exporter.error && (
      <FailureCallout key="export" lines={[t('page.exportFailed'), ...failureSummary(tools.exporter.error)]} onDismiss={tools.exporter.reset} />
    ),
    tools.filterError && (
      <FailureCallout
        key="filter"
        lines={[t('page.filterFailed'), ...failureSummary(tools.filterError)]}
        action={
          <Button size="1" variant="soft" color="red" onClick={tools.retryFilter}>
            {t('page.tryAgain')}
          </Button>
        }
      />
    ),
    w.choices.status === 'failure' && (
      <FailureCallout
        key="choices"
        lines={[t('page.choicesFailed')]}
        action={
          <Button size="1" variant="soft" color="red" onClick={w.choices.retry}>
            {t('page.tryAgain')}
          </Button>
        }
      />
    ),
    w.status === 'refreshFailed' && (
      <FailureCallout
        key="stale"
        lines={[t('page.refreshFailed')]}
        action={
          <Button size="1" variant="soft" color="red" onClick={() => w.actor.send({ type: 'retry' })}>
            {t('page.refresh')}
          </Button>
        }
      />
    ),
  ].filter(Boolean);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={
          w.user?.company ? (
            <Trans t={t} i18nKey="page.description" values={{ company: w.user.company.name }} components={{ company: <bdi /> }} />
          ) : (
            t('page.descriptionNoCompany')
          )
        }
        actions={actions('header')}
      />
      <WorkforceTabs />
      {notices.length > 0 && (
        <Flex direction="column" gap="3" mb="3">
          {notices}
        </Flex>
      )}
      <InviteContext.Provider value={invitations.context}>
        <EmployeeList
          status={w.status}
          employees={w.employees}
          error={w.error}
          choices={w.choices.output}
          search={tools.search}
          onSearch={tools.setSearch}
          filtered={tools.filtered}
          filtering={tools.filtering}
          filterBar={
            <WorkforceFilterBar filters={tools.filters} choices={w.choices.output} employees={w.employees} onChange={tools.setFilter} onClear={tools.clear} />
          }
          onClearFilters={tools.clear}
          selection={tools.selection}
          onBulk={tools.openBulk}
          onRetry={() => w.actor.send({ type: 'retry' })}
          emptyActions={actions('empty')}
          onEdit={(employee) => w.open('edit', employee)}
          onDelete={(employee) => w.open('delete', employee)}
        />
      </InviteContext.Provider>

      {(w.dialog?.kind === 'create' || w.dialog?.kind === 'edit') && (
        <EmployeeFormDialog
          key={w.opened}
          stale={stale}
          employee={w.dialog.kind === 'edit' ? w.dialog.employee : null}
          employees={w.employees}
          choices={w.choices.output}
          busy={w.busy}
          error={w.failedWrite('form')}
          onDismissErrors={() => w.actor.send({ type: 'clearErrors' })}
          onClose={w.close}
          onCreate={(values) => w.actor.send({ type: 'create', values })}
          onUpdate={(id, values) => w.actor.send({ type: 'update', id, values })}
          personData={
            w.dialog.kind === 'edit' && (
              <PersonDataSection
                employee={w.dialog.employee}
                mayErase={w.user?.role === 'admin' && w.dialog.employee.user_id !== w.user.id}
                flows={flows.personData}
                onErased={erased(fullName(w.dialog.employee))}
              />
            )
          }
        />
      )}
      {w.dialog?.kind === 'delete' && (
        <DeleteEmployeeDialog
          key={w.opened}
          stale={stale}
          employee={w.dialog.employee}
          employees={w.employees}
          isSelf={w.dialog.employee.user_id === w.user?.id}
          busy={w.busy}
          error={w.failedWrite('delete')}
          onClose={w.close}
          onConfirm={() => w.dialog?.kind === 'delete' && w.actor.send({ type: 'delete', id: w.dialog.employee.id })}
        />
      )}
      {tools.dialog && (
        <BulkDialog
          kind={tools.dialog}
          ids={tools.ids}
          employees={w.employees}
          busy={tools.bulk.busy}
          error={tools.bulk.error}
          onConfirm={tools.bulk.submit}
          onClose={tools.closeBulk}
        />
      )}
      {w.dialog?.kind === 'import' && (
        <ImportEmployeesDialog
          logic={flows.import}
          snapshot={flows.importSnapshot}
          onImported={() => w.actor.send({ type: 'refresh' })}
          onTemplate={w.template.submit}
          templateBusy={w.template.busy}
          mayCreateLists={w.user?.permissions.master === true}
          onClose={() => w.setDialog(null)}
        />
      )}
    </>
  );
}
