import Type from 'typebox';
import type { RowError } from '../../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_COLUMNS, EmployeeInput } from '../../../../schemas/employee';
import type { SheetRow } from '../../../shared/rules/sheet-rows';
import { messageFor } from '../../../../schemas/messages';
import type { FieldErrors } from '../../../../schemas/errors';
import { bodyAjv, toFieldErrors } from '../../../shared/rules/validation';
import type { ColumnIndex, ImportColumn } from './columns';

const fields = EmployeeInput.properties;
const NamedItem = (title: string) => Type.String({ title, maxLength: 150 });

// TypeBox's types do not carry a schema's options: they are read from the schema itself, and checked.
function maxLengthOf(schema: object): number {
  if ('maxLength' in schema && typeof schema.maxLength === 'number') return schema.maxLength;
  throw new Error('Every column of the import file has a maximum length.');
}
function titleOf(schema: object): string {
  if ('title' in schema && typeof schema.title === 'string') return schema.title;
  throw new Error('Every column of the import file has a title.');
}

// The manager's code obeys the employee code's length; blank means no manager.
const codeLength = maxLengthOf(fields.emp_code);

/**
 * One row of the file, as text. The person's fields are the employee form's own rules
 * (schemas/employee.ts); lists are picked by name and the manager by employee code,
 * which the later checks resolve.
 */
const ImportRow = Type.Object(
  {
    username: fields.username,
    email: fields.email,
    emp_code: fields.emp_code,
    first_name: fields.first_name,
    last_name: fields.last_name,
    contact_num: fields.contact_num,
    designation: NamedItem('Designation'),
    department: NamedItem('Department'),
    group: NamedItem('Group'),
    manager_emp_code: Type.String({ title: 'Manager', maxLength: codeLength }),
  },
  { additionalProperties: false },
);

export type ImportRecord = Record<ImportColumn, string>;
export interface ReadRow {
  row: number;
  record: ImportRecord;
}

const checkRow = bodyAjv.compile(ImportRow);
const limits = Object.fromEntries(Object.entries(ImportRow.properties).map(([c, s]) => [c, maxLengthOf(s)])) as Record<ImportColumn, number>;

/**
 * The row's problems, one list per column. A cell over twice its limit (in UTF-16 units, so
 * surely over it in characters) is reported for its length alone and checked as blank, so no
 * pattern or format runs on it (issue 37: a megabyte email cell held the server); the row's
 * other cells still get every check, so a row lists all its problems.
 */
function rowErrors(record: ImportRecord): FieldErrors {
  const over = EMPLOYEE_IMPORT_COLUMNS.filter((c) => record[c].length > 2 * limits[c]);
  const checked = over.length ? { ...record, ...Object.fromEntries(over.map((c) => [c, ''])) } : record;
  const found = checkRow(checked) ? {} : toFieldErrors(checkRow.errors ?? []);
  for (const c of over) found[c] = [messageFor({ keyword: 'maxLength', params: { limit: limits[c] } })];
  // In the schema's order, as the checks report them.
  return Object.fromEntries((Object.keys(limits) as ImportColumn[]).filter((c) => found[c]).map((c) => [c, found[c]!]));
}
const REQUIRED: readonly ImportColumn[] = ['username', 'email', 'emp_code', 'first_name', 'last_name'];
const BLANK = 'This field may not be blank.';

const SHOWN = 60;
const titles = Object.fromEntries(Object.entries(ImportRow.properties).map(([c, s]) => [c, titleOf(s)])) as Record<ImportColumn, string>;

/**
 * What is wrong with a cell, said so that the row can be fixed without opening the file:
 * the column, what it allows and the value found ("Username may contain letters… only; got
 * "tom.o'neill"."), a long value cut short.
 */
function cellMessage(column: ImportColumn, rule: string, value: string): string {
  const shown = value.length > SHOWN ? `${value.slice(0, SHOWN)}… (${value.length} characters)` : value;
  const said = /^May /.test(rule) ? `${titles[column]} ${rule[0]!.toLowerCase()}${rule.slice(1)}` : `${titles[column]}: ${rule}`;
  return `${said.replace(/\.$/, '')}; got "${shown}".`;
}

/**
 * The apostrophe an export puts before a cell starting with = + - @ (so no spreadsheet runs
 * it) comes off again, so an exported file imports as it was.
 */
const unquoted = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A row's cells by column, trimmed. A cell that looks like a formula stays text: nothing here evaluates it. */
export function readRow({ row, cells }: SheetRow, columns: ColumnIndex, errors: RowError[]): ReadRow {
  const record = {} as ImportRecord;
  for (const c of EMPLOYEE_IMPORT_COLUMNS) record[c] = unquoted((cells[columns[c]] ?? '').trim()).trim();
  for (const [field, messages] of Object.entries(rowErrors(record))) {
    const column = field as ImportColumn;
    const blank = record[column] === '';
    if (blank && !REQUIRED.includes(column)) continue;
    errors.push({ row, field, message: blank ? BLANK : cellMessage(column, messages[0]!, record[column]) });
  }
  for (const c of EMPLOYEE_IMPORT_COLUMNS) if (record[c].includes('\u0000')) errors.push({ row, field: c, message: 'Null characters are not allowed.' });
  return { row, record };
}
