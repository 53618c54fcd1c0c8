import type { ImportErrors, RowError } from '../../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_LIMITS } from '../../../../schemas/employee';
import { tooManyRows, type SheetRows } from '../../shared/sheet-rows';
import { EMAIL_TAKEN, EMP_CODE_TAKEN, USERNAME_TAKEN } from '../employee-checks';
import { columnsOf } from './columns';
import { fileDuplicates } from './file-duplicates';
import type { EmployeeImportLookups, NewEmployee } from './import-port';
import { readRow, type ReadRow } from './import-row';
import { listReferences } from './list-references';
import { resolveManagers } from './managers';
import { importErrors } from './row-errors';

export type CheckedImport = { rows: NewEmployee[] } | { file: string } | { errors: ImportErrors };

const distinct = (values: string[]) => [...new Set(values.filter((v) => v !== ''))];

/** Rows read between two turns of the event loop: checking 100,000 rows must not stall every other request for seconds. */
const ROWS_PER_TURN = 2000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readRows(body: SheetRows['rows'], columns: Exclude<ReturnType<typeof columnsOf>, { file: string }>, errors: RowError[]): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for (let start = 0; start < body.length; start += ROWS_PER_TURN) {
    for (const r of body.slice(start, start + ROWS_PER_TURN)) rows.push(readRow(r, columns, errors));
    await nextTurn();
  }
  return rows;
}

/** Clashes with the company's users and employees (and the platform's addresses), one query for the file. */
async function existing(rows: ReadRow[], repo: EmployeeImportLookups, errors: RowError[]) {
  const taken = await repo.taken(
    distinct(rows.map((r) => r.record.username)),
    distinct(rows.map((r) => r.record.email)),
    distinct(rows.flatMap((r) => [r.record.emp_code, r.record.manager_emp_code])),
  );
  for (const { row, record } of rows) {
    if (taken.usernames.has(record.username)) errors.push({ row, field: 'username', message: USERNAME_TAKEN });
    if (taken.emails.has(record.email)) errors.push({ row, field: 'email', message: EMAIL_TAKEN });
    if (taken.empCodes.has(record.emp_code)) errors.push({ row, field: 'emp_code', message: EMP_CODE_TAKEN });
  }
  return taken.empCodes;
}

/**
 * Every check of an employee import, all rows before any write: the header, each
 * row's fields, duplicates inside the file and against the database, the lists named, the
 * managers and their loops. Any problem and the whole file is refused.
 */
export async function checkImport(sheet: SheetRows, repo: EmployeeImportLookups): Promise<CheckedImport> {
  const [header, ...body] = sheet.rows;
  if (!header) return { file: 'The file is empty.' };
  const columns = columnsOf(header);
  if ('file' in columns) return columns;
  if (body.length === 0) return { file: 'The file has a header but no rows.' };
  const tooMany = tooManyRows(sheet, EMPLOYEE_IMPORT_LIMITS.rows);
  if (tooMany) return { file: tooMany };

  const errors: RowError[] = [];
  const rows = await readRows(body, columns, errors);
  fileDuplicates(rows, errors);
  await nextTurn();
  const empCodes = await existing(rows, repo, errors);
  const lists = listReferences(rows, await repo.listItems(), errors);
  await nextTurn();
  const managers = resolveManagers(rows, empCodes, errors);
  if (errors.length) return { errors: importErrors(errors) };

  return {
    rows: rows.map(({ record }, i) => ({
      username: record.username, email: record.email, empCode: record.emp_code,
      firstName: record.first_name, lastName: record.last_name, contactNum: record.contact_num,
      designationId: lists[i]!.designation, departmentId: lists[i]!.department, groupId: lists[i]!.group,
      manager: managers[i]!,
    })),
  };
}
