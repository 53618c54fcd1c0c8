import { useMemo } from 'react';
import { Box, Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import type { CustomValidator, FormValidation } from '@rjsf/utils';
import type { Failure } from '../../../machines/failure';
import type { Employee, EmployeeInput, EmployeeUpdate } from '../../../schemas/employee';
import { SchemaForm } from '../../components/form';
import {
  changedFields, createBody, duplicateIndex, employeeForm, managerCandidates, valuesOf, type EmployeeValues,
} from './employee-form';
import { fullName } from './employee-rows';
import { ManagerPicker, managerOptions } from './manager-picker';
import type { WorkforceChoices } from './workforce-flows';
import './workforce.css';

export interface EmployeeFormDialogProps {
  /** The employee being edited; none to add one. */
  employee: Employee | null;
  /** The loaded list: managers to pick from, and codes, emails and usernames already taken. */
  employees: readonly Employee[];
  choices: WorkforceChoices | undefined;
  busy: boolean;
  /** The server's answer to this form's last attempt. */
  error: Failure | null;
  onCreate(body: EmployeeInput): void;
  onUpdate(id: number, changes: Omit<EmployeeUpdate, 'id'>): void;
  onDismissErrors(): void;
  onClose(): void;
}

/** Add or edit one employee: the EmployeeInput form in a dialog, errors at their fields. */
export function EmployeeFormDialog({ employee, employees, choices, busy, error, onCreate, onUpdate, onDismissErrors, onClose }: EmployeeFormDialogProps) {
  const people = useMemo(() => managerOptions(managerCandidates(employees, employee)), [employees, employee]);
  const { schema, uiSchema } = useMemo(() => {
    const form = employeeForm(choices, { creating: employee === null, current: employee });
    return { schema: form.schema, uiSchema: { ...form.uiSchema, parent_id: { ...form.uiSchema.parent_id, 'ui:widget': ManagerPicker, 'ui:options': { people } } } };
  }, [choices, people, employee]);
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
          <Dialog.Title>{employee ? `Edit ${fullName(employee)}` : 'Add employee'}</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label="Close"><Cross2Icon /></IconButton>
          </Dialog.Close>
        </Flex>
        {!employee && (
          <Dialog.Description size="2" color="gray">They can sign in once they have set a password from their invitation: send it now, or later from the list.</Dialog.Description>
        )}
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
            submitText={employee ? 'Save changes' : 'Add employee'}
          />
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
