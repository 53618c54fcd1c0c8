import { useMemo, type ReactNode } from 'react';
import { Box, Callout, Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon, InfoCircledIcon } from '@radix-ui/react-icons';
import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { Employee, EmployeeInput, EmployeeUpdate } from '../../../schemas/employee';
import { SchemaForm } from '../../components/form';
import { useCurrentUser } from '../../lib/session';
import { changedFields, createBody, duplicateIndex, employeeForm, managerCandidates, valuesOf, type EmployeeValues } from './employee-form';
import { fullName } from './employee-rows';
import { ManagerPicker, managerOptions } from './manager-picker';
import type { WorkforceChoices } from './workforce-flows';
import './workforce.css';

interface EmployeeFormDialogProps {
  /** The employee being edited; none to add one. */
  employee: Employee | null;
  /** The loaded list: managers to pick from, and codes, emails and usernames already taken. */
  employees: readonly Employee[];
  choices: WorkforceChoices | undefined;
  busy: boolean;
  /** The server's answer to this form's last attempt. */
  error: Failure | null;
  /** A save refused as stale (412): who changed it, when, and Reload. */
  stale?: ReactNode;
  onCreate(body: EmployeeInput): void;
  onUpdate(id: number, changes: Omit<EmployeeUpdate, 'id'>): void;
  onDismissErrors(): void;
  onClose(): void;
  /** Under the form when editing: the person's data, to download or erase. */
  personData?: ReactNode;
}

/** Add or edit one employee: the EmployeeInput form in a dialog, errors at their fields. */
export function EmployeeFormDialog({
  employee,
  employees,
  choices,
  busy,
  error,
  stale,
  onCreate,
  onUpdate,
  onDismissErrors,
  onClose,
  personData,
}: EmployeeFormDialogProps) {
  const { t } = useTranslation('workforce');
  const people = useMemo(() => managerOptions(managerCandidates(employees, employee)), [employees, employee]);
  const user = useCurrentUser();
  // Someone else's activated account: a new sign-in address waits for its owner's consent (or an admin's reason).
  const asksOwner = employee !== null && employee.status === 'active' && employee.user_id !== user?.id;
  const forceable = asksOwner && user?.role === 'admin';
  const { schema, uiSchema } = useMemo(() => {
    const form = employeeForm(choices, { creating: employee === null, current: employee, forceable });
    return {
      schema: form.schema,
      uiSchema: { ...form.uiSchema, parent_id: { ...form.uiSchema.parent_id, 'ui:widget': ManagerPicker, 'ui:options': { people } } },
    };
  }, [choices, people, employee, forceable]);
  const duplicates = useMemo(() => duplicateIndex(employees), [employees]);

  const customValidate: CustomValidator<EmployeeValues> = (data, errors) => {
    for (const { field, message } of duplicates(data ?? {}, employee?.id)) {
      (errors as FormValidation & Record<string, FormValidation>)[field]?.addError(message);
    }
    return errors;
  };

  const submit = (values: EmployeeValues) => {
    if (!employee) return onCreate(createBody(values));
    const changes = changedFields(employee, values);
    // Nothing changed: nothing to send.
    if (Object.keys(changes).length === 0) return onClose();
    onUpdate(employee.id, changes);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="640px" {...(employee && { 'aria-describedby': undefined })}>
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{employee ? t('form.edit', { name: fullName(employee) }) : t('form.add')}</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label={t('form.close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        {!employee && (
          <Dialog.Description size="2" color="gray">
            {t('form.description')}
          </Dialog.Description>
        )}
        {asksOwner && (
          <Callout.Root size="1" color="gray" mt="3">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              <Trans t={t} i18nKey="form.asksOwner" values={{ name: fullName(employee), email: employee.email }} components={{ name: <bdi /> }} />
            </Callout.Text>
          </Callout.Root>
        )}
        {stale && <Box mt="3">{stale}</Box>}
        <Box mt="4">
          <SchemaForm<EmployeeValues>
            key={employee?.id ?? 'new'}
            idPrefix="employee-form"
            schema={schema}
            uiSchema={uiSchema}
            formData={valuesOf(employee)}
            customValidate={customValidate}
            onSubmit={submit}
            busy={busy}
            serverErrors={error}
            onDismissErrors={onDismissErrors}
            submitText={employee ? t('form.save') : t('form.add')}
          />
        </Box>
        {personData}
      </Dialog.Content>
    </Dialog.Root>
  );
}
