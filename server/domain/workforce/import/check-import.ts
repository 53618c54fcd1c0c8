import type { ImportErrors, RowError } from '../../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_LIMITS } from '../../../../schemas/employee';
import { tooManyRows, type SheetRow, type SheetRows } from '../../shared/sheet-rows';
import { eachInTurns, takeTurns, type Turns } from '../../shared/turns';
import { EMAIL_TAKEN, EMP_CODE_TAKEN, USERNAME_TAKEN } from '../employee-checks';
import { columnsOf, type ColumnIndex } from './columns';
import { fileDuplicates } from './file-duplicates';
import type { EmployeeImportLookups, NewEmployee, Taken } from './import-port';
import { readRow, type ReadRow } from './import-row';
import { listReferences } from './list-references';
import { codesOutside, resolveManagers } from './managers';
import { importErrors } from './row-errors';

export type CheckedImport = { rows: NewEmployee[] } | { file: string } | { errors: ImportErrors };

const filled = (values: string[]) => values.filter((v) => v !== '');
const none = (): Taken => ({ usernames: new Set(), emails: new Set(), empCodes: new Map() });

/**
 * Rows whose clashes one look-up checks: on PGlite each holds the one connection every
 * company waits on, about 20 ms on an idle machine (5,000 rows took 100 to 300 ms on a busy one).
 */
const LOOKUP_ROWS = 1000;

/**
 * Clashes with the company's users and employees (and the platform's addresses), looked up
 * a block of rows at a time while the next rows are read: one look-up on its way at a time,
 * so an import holds one connection, never the pool. A value the file repeats is a
 * duplicate reported anyway; the database takes it twice.
 */
function clashLookups(repo: EmployeeImportLookups) {
  let chain: Promise<unknown> = Promise.resolve();
  const found: Array<Promise<Taken>> = [];
  const lookUp = (usernames: string[], emails: string[], empCodes: string[]) => {
    const next = chain.then(() => repo.taken(usernames, emails, empCodes));
    // Awaited in all(); until then a failure must not count as unhandled.
    chain = next.catch(() => undefined);
    found.push(next);
  };
  return {
    rows(rows: ReadRow[]): void {
      if (rows.length) lookUp(filled(rows.map((r) => r.record.username)), filled(rows.map((r) => r.record.email)), filled(rows.map((r) => r.record.emp_code)));
    },
    /** Managers named by a code that no row of the file has. */
    codes(codes: string[]): void {
      if (codes.length) lookUp([], [], codes);
    },
    async all(): Promise<Taken> {
      const taken = none();
      for (const part of await Promise.all(found)) {
        for (const u of part.usernames) taken.usernames.add(u);
        for (const e of part.emails) taken.emails.add(e);
        for (const [code, id] of part.empCodes) taken.empCodes.set(code, id);
      }
      return taken;
    },
  };
}

type Lookups = ReturnType<typeof clashLookups>;

/** Each row's fields, its clashes sent for look-up a block at a time. */
async function readRows(body: SheetRow[], columns: ColumnIndex, errors: RowError[], lookups: Lookups, turns: Turns): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  await eachInTurns(body, turns, (r) => {
    rows.push(readRow(r, columns, errors));
    if (rows.length % LOOKUP_ROWS === 0) lookups.rows(rows.slice(-LOOKUP_ROWS));
  });
  lookups.rows(rows.slice(rows.length - (rows.length % LOOKUP_ROWS)));
  return rows;
}

async function clashes(rows: ReadRow[], taken: Taken, errors: RowError[], turns: Turns): Promise<void> {
  if (!taken.usernames.size && !taken.emails.size && !taken.empCodes.size) return;
  await eachInTurns(rows, turns, ({ row, record }) => {
    if (taken.usernames.has(record.username)) errors.push({ row, field: 'username', message: USERNAME_TAKEN });
    if (taken.emails.has(record.email)) errors.push({ row, field: 'email', message: EMAIL_TAKEN });
    if (taken.empCodes.has(record.emp_code)) errors.push({ row, field: 'emp_code', message: EMP_CODE_TAKEN });
  });
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
  // Every loop below takes turns with the other requests; the database answers meanwhile.
  const turns = takeTurns();
  const listItems = repo.listItems();
  listItems.catch(() => undefined);
  const lookups = clashLookups(repo);
  const rows = await readRows(body, columns, errors, lookups, turns);
  const codes = await fileDuplicates(rows, errors, turns);
  lookups.codes(await codesOutside(rows, codes, turns));
  const taken = await lookups.all();
  await clashes(rows, taken, errors, turns);
  const lists = await listReferences(rows, await listItems, errors, turns);
  const managers = await resolveManagers(rows, codes, taken.empCodes, errors, turns);
  if (errors.length) return { errors: await importErrors(errors, turns) };

  const checked: NewEmployee[] = [];
  await eachInTurns(rows, turns, ({ record }, i) => {
    checked.push({
      username: record.username, email: record.email, empCode: record.emp_code,
      firstName: record.first_name, lastName: record.last_name, contactNum: record.contact_num,
      designationId: lists[i]!.designation, departmentId: lists[i]!.department, groupId: lists[i]!.group,
      manager: managers[i]!,
    });
  });
  return { rows: checked };
}
