import type { ImportErrors, RowError } from '../../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_LIMITS } from '../../../../schemas/employee';
import { MAX_CREATED_ITEMS, type EmployeeImportErrors } from '../../../../schemas/employee-import';
import { tooManyRows, type SheetRows } from '../../../shared/rules/sheet-rows';
import { eachInTurns, takeTurns, type Turns } from '../../../shared/rules/turns';
import { EMAIL_TAKEN, EMP_CODE_TAKEN, USERNAME_TAKEN } from '../employee-checks';
import { columnsOf } from './columns';
import { fileDuplicates } from './file-duplicates';
import type { EmployeeImportLookups, NewEmployee, NewListItem } from './import-port';
import { readRow, type ReadRow } from './import-row';
import { listReferences } from './list-references';
import { codesOutside, resolveManagers } from './managers';
import { missingRefusal } from './missing-refusal';
import { importErrors } from './row-errors';

/**
 * A file that passed every check the server makes alone. Clashes with the database are left
 * to its unique indexes, which judge them as the rows are written: `clashes` names the rows
 * when a write was refused so (null: none clashes now, the workforce changed meanwhile).
 */
export interface PassedImport {
  rows: NewEmployee[];
  /** The list items to create first (?create_missing=true); rows point at them by placeholder. */
  created: NewListItem[];
  clashes(): Promise<ImportErrors | null>;
}

type CheckedImport = PassedImport | { file: string } | { errors: EmployeeImportErrors };

const filled = (values: string[]) => values.filter((v) => v !== '');

/** What a clash is judged by: the values the unique indexes compare, and the row they came from. */
interface Keyed {
  row: number;
  username: string;
  email: string;
  empCode: string;
}

/**
 * Rows whose clashes one look-up checks: on PGlite each holds the one connection every
 * company waits on, about 20 ms on an idle machine (5,000 rows took 100 to 300 ms on a busy one).
 */
const LOOKUP_ROWS = 1000;

/**
 * Clashes with the company's users and employees (and the platform's addresses), a block
 * of rows at a time, one look-up at a time, so an import holds one connection, never the
 * pool. A value the file repeats is reported as a duplicate already; the database takes it twice.
 */
async function clashesOf(rows: Keyed[], repo: EmployeeImportLookups, errors: RowError[], turns: Turns): Promise<void> {
  for (let start = 0; start < rows.length; start += LOOKUP_ROWS) {
    const block = rows.slice(start, start + LOOKUP_ROWS);
    const taken = await repo.taken(filled(block.map((r) => r.username)), filled(block.map((r) => r.email)), filled(block.map((r) => r.empCode)));
    if (!taken.usernames.size && !taken.emails.size && !taken.empCodes.size) continue;
    await eachInTurns(block, turns, ({ row, username, email, empCode }) => {
      if (taken.usernames.has(username)) errors.push({ row, field: 'username', message: USERNAME_TAKEN });
      if (taken.emails.has(email)) errors.push({ row, field: 'email', message: EMAIL_TAKEN });
      if (taken.empCodes.has(empCode)) errors.push({ row, field: 'emp_code', message: EMP_CODE_TAKEN });
    });
  }
}

/** Managers named by a code that no row of the file has, looked up among the company's employees at once. */
async function managersOutside(rows: ReadRow[], codes: Map<string, number>, repo: EmployeeImportLookups, turns: Turns): Promise<Map<string, number>> {
  const outside = await codesOutside(rows, codes, turns);
  return outside.length ? (await repo.taken([], [], outside)).empCodes : new Map();
}

/**
 * Every check of an employee import that needs no write, all rows before any: the header,
 * each row's fields, duplicates inside the file, the lists named, the managers and their
 * loops. Any problem and the whole file is refused, its clashes with the database listed
 * too. A file that passes leaves those to the write (PassedImport): looking 100,000 rows up
 * three times over was a third of a large import, for a file that rarely clashes. Names no
 * list has are listed once each, and created with the import only when `createMissing` says so.
 */
export async function checkImport(sheet: SheetRows, repo: EmployeeImportLookups, { createMissing = false } = {}): Promise<CheckedImport> {
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
  const rows: ReadRow[] = [];
  await eachInTurns(body, turns, (r) => {
    rows.push(readRow(r, columns, errors));
  });
  const codes = await fileDuplicates(rows, errors, turns);
  const outside = await managersOutside(rows, codes, repo, turns);
  const { ids: lists, missing } = await listReferences(rows, await listItems, errors, turns);
  const managers = await resolveManagers(rows, codes, outside, errors, turns);
  const refuseMissing = missing.count > 0 && (!createMissing || missing.count > MAX_CREATED_ITEMS);
  if (errors.length || refuseMissing) {
    // A refused file lists every problem at once, its clashes too.
    await clashesOf(
      rows.map(({ row, record }) => ({ row, username: record.username, email: record.email, empCode: record.emp_code })),
      repo,
      errors,
      turns,
    );
    const others = errors.length ? await importErrors(errors, turns) : null;
    return { errors: missing.count ? missingRefusal(missing, others) : others! };
  }

  const checked: NewEmployee[] = [];
  const sheetRows = new Int32Array(rows.length);
  await eachInTurns(rows, turns, ({ row, record }, i) => {
    sheetRows[i] = row;
    checked.push({
      username: record.username,
      email: record.email,
      empCode: record.emp_code,
      firstName: record.first_name,
      lastName: record.last_name,
      contactNum: record.contact_num,
      designationId: lists[i]!.designation,
      departmentId: lists[i]!.department,
      groupId: lists[i]!.group,
      manager: managers[i]!,
    });
  });
  return {
    rows: checked,
    created: missing.toCreate(),
    async clashes() {
      const found: RowError[] = [];
      const later = takeTurns();
      const keyed = checked.map((r, i) => ({ row: sheetRows[i]!, username: r.username, email: r.email, empCode: r.empCode }));
      await clashesOf(keyed, repo, found, later);
      return found.length ? importErrors(found, later) : null;
    },
  };
}
