import Type from 'typebox';
import type { RowError } from '../../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_COLUMNS, EmployeeInput } from '../../../../schemas/employee';
import { digitsOnly } from '../../../../schemas/email-rules';
import type { SheetRow } from '../../shared/sheet-rows';
import { bodyAjv, toFieldErrors } from '../../shared/validation';
import type { ColumnIndex, ImportColumn } from './columns';

const fields = EmployeeInput.properties;
const NamedItem = (title: string) => Type.String({ title, maxLength: 150 });
// The manager's code obeys the employee code's length; blank means no manager.
const codeLength = (fields.emp_code as unknown as { maxLength: number }).maxLength;

/**
 * One row of the file, as text. The person's fields are the employee form's own rules
 * (schemas/employee.ts); lists are picked by name and the manager by employee code,
 * which the later checks resolve.
 */
const ImportRow = Type.Object(
  {
    username: fields.username, email: fields.email, emp_code: fields.emp_code,
    first_name: fields.first_name, last_name: fields.last_name, contact_num: fields.contact_num,
    designation: NamedItem('Designation'), department: NamedItem('Department'), group: NamedItem('Group'),
    manager_emp_code: Type.String({ title: 'Manager', maxLength: codeLength }),
  },
  { additionalProperties: false },
);

export type ImportRecord = Record<ImportColumn, string>;
export interface ReadRow { row: number; record: ImportRecord }

const checkRow = bodyAjv.compile(ImportRow);
const REQUIRED: readonly ImportColumn[] = ['username', 'email', 'emp_code', 'first_name', 'last_name'];
export const BLANK = 'This field may not be blank.';

/**
 * A row's cells by column, trimmed, the contact number kept to its digits as the forms keep
 * it. A cell that looks like a formula stays text: nothing here evaluates it.
 */
export function readRow({ row, cells }: SheetRow, columns: ColumnIndex, errors: RowError[]): ReadRow {
  const record = {} as ImportRecord;
  for (const c of EMPLOYEE_IMPORT_COLUMNS) record[c] = (cells[columns[c]] ?? '').trim();
  record.contact_num = digitsOnly(record.contact_num);
  if (!checkRow(record)) {
    for (const [field, messages] of Object.entries(toFieldErrors(checkRow.errors ?? []))) {
      const column = field as ImportColumn;
      errors.push({ row, field, message: REQUIRED.includes(column) && record[column] === '' ? BLANK : messages[0]! });
    }
  }
  for (const c of EMPLOYEE_IMPORT_COLUMNS) if (record[c].includes('\u0000')) errors.push({ row, field: c, message: 'Null characters are not allowed.' });
  return { row, record };
}
