import { IMPORT_LIMITS, LIBRARY_COLUMNS, LibraryRow } from '../../schemas/competency-library';
import type { RowError } from '../../schemas/spreadsheet';
import { hasVisible } from '../../schemas/text-rules';
import { bodyAjv, compileLengthFirst, toFieldErrors } from '../shared/rules/validation';
import { tooManyRows } from '../shared/rules/sheet-rows';
import type { SheetRow } from '../sheets/sheet-types';

const checkRow = compileLengthFirst(bodyAjv, LibraryRow);
const BLANK = 'This field may not be blank.';

/** What an export put before a formula-like cell (server/sheets/write-sheet.ts) comes off again on import. */
export function unguard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

function problemsOf(row: LibraryRow): Array<[keyof LibraryRow, string]> {
  const found: Array<[keyof LibraryRow, string]> = [];
  if (!row.type) found.push(['type', BLANK]);
  if (!row.competency && (row.definition || row.statement)) found.push(['competency', 'A definition or statement needs its competency.']);
  if (row.competency && !row.definition) found.push(['definition', 'A competency needs its definition.']);
  return found;
}

type LibraryRows = { rows: LibraryRow[] } | { file: string } | { errors: RowError[] };

/**
 * The header must name the four columns (any order, any case); then every row is checked
 * as the forms check one item, and every problem is listed by row: all or nothing.
 */
export function libraryRows(sheet: SheetRow[], more = false): LibraryRows {
  const [header, ...body] = sheet.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!header) return { file: 'The file is empty.' };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const named = names.filter((n) => n !== '');
  const expected = LIBRARY_COLUMNS.join(', ');
  if (LIBRARY_COLUMNS.some((c) => !names.includes(c)) || named.length !== LIBRARY_COLUMNS.length) {
    return { file: `The first row must name the columns ${expected} (found: ${named.join(', ') || 'none'}).` };
  }
  if (body.length === 0) return { file: 'The file has a header but no rows.' };
  const tooMany = tooManyRows({ rows: [header, ...body], more }, IMPORT_LIMITS.rows);
  if (tooMany) return { file: tooMany };

  const rows: LibraryRow[] = [];
  const errors: RowError[] = [];
  for (const { row, cells } of body) {
    // A cell holding only invisible characters (zero-width spaces…) is read as the blank it looks like.
    const cell = (c: (typeof LIBRARY_COLUMNS)[number]) => unguard(cells[names.indexOf(c)] ?? '').trim();
    const record = Object.fromEntries(LIBRARY_COLUMNS.map((c) => [c, hasVisible(cell(c)) ? cell(c) : ''])) as LibraryRow;
    const schemaErrors = checkRow(record) ? {} : toFieldErrors(checkRow.errors ?? []);
    for (const [field, messages] of Object.entries(schemaErrors)) errors.push({ row, field, message: messages[0]! });
    for (const [field, message] of problemsOf(record)) errors.push({ row, field, message });
    for (const c of LIBRARY_COLUMNS) if (record[c].includes('\u0000')) errors.push({ row, field: c, message: 'Null characters are not allowed.' });
    rows.push(record);
  }
  return errors.length ? { errors } : { rows };
}
