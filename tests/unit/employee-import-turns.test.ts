// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../schemas/employee';
import { importSlices, sliceSizer } from '../../server/db/repositories/workforce/import-slice-size';
import { checkImport } from '../../server/domain/workforce/import/check-import';
import type { EmployeeImportLookups, Taken } from '../../server/domain/workforce/import/import-port';
import type { SheetRows } from '../../server/domain/shared/sheet-rows';

/**
 * The employee import shares the server's one thread and PGlite's one connection with every
 * other company: its checks take turns with other work and look clashes up a block at a
 * time, one look-up at a time; its slices are sized by the time they take.
 */
const ROWS = 30_000;

function sheet(): SheetRows {
  const rows = [{ row: 1, cells: [...EMPLOYEE_IMPORT_COLUMNS] as string[] }];
  for (let i = 0; i < ROWS; i += 1) {
    const cells: Record<string, string> = {
      username: `user${i}`, email: `user${i}@turns.example.com`, emp_code: `T${i}`, first_name: 'Ana', last_name: `Turn ${i}`,
      designation: 'Clerk', department: '', group: '', contact_num: '', manager_emp_code: i === 0 ? 'BOSS' : `T${Math.floor((i - 1) / 5)}`,
    };
    rows.push({ row: i + 2, cells: EMPLOYEE_IMPORT_COLUMNS.map((c) => cells[c]!) });
  }
  return { rows, more: false };
}

describe('the checks of a large file', () => {
  it('take turns with other work, and look clashes up in blocks, one at a time, the managers outside the file once', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const blocks: number[] = [];
    const codes: string[][] = [];
    const repo: EmployeeImportLookups = {
      async taken(usernames, _emails, empCodes): Promise<Taken> {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        blocks.push(usernames.length);
        if (usernames.length === 0) codes.push(empCodes);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return { usernames: new Set(), emails: new Set(), empCodes: new Map(empCodes.includes('BOSS') ? [['BOSS', 7]] : []) };
      },
      listItems: async () => ({ designation: [{ id: 3, name: 'clerk', archived: false }], department: [], group: [] }),
    };
    let turns = 0;
    const counting = setInterval(() => { turns += 1; }, 0);
    const checked = await checkImport(sheet(), repo);
    clearInterval(counting);

    if (!('rows' in checked)) throw new Error(JSON.stringify(checked));
    expect(checked.rows).toHaveLength(ROWS);
    expect(checked.rows[0]).toMatchObject({ designationId: 3, manager: { id: 7 } });
    expect(checked.rows[ROWS - 1]!.manager).toEqual({ index: Math.floor((ROWS - 2) / 5) });
    expect(turns).toBeGreaterThan(5);
    expect(mostInFlight).toBe(1);
    expect(blocks.filter((b) => b > 0).every((b) => b <= 1000)).toBe(true);
    expect(blocks.filter((b) => b > 0).reduce((a, b) => a + b, 0)).toBe(ROWS);
    expect(codes).toEqual([['BOSS']]);
  });

  it('report a bad row among many in sheet order, with the count of all', async () => {
    const bad = sheet();
    bad.rows[12_345]!.cells[1] = 'not-an-address';
    bad.rows[20_000]!.cells[2] = 'T5';
    const repo: EmployeeImportLookups = {
      taken: async () => ({ usernames: new Set(), emails: new Set(), empCodes: new Map([['BOSS', 7]]) }),
      listItems: async () => ({ designation: [{ id: 3, name: 'Clerk', archived: false }], department: [], group: [] }),
    };
    const checked = await checkImport(bad, repo);
    if (!('errors' in checked)) throw new Error('the file should be refused');
    expect(checked.errors.rows?.map((e) => [e.row, e.field, e.message])).toEqual([
      [12_346, 'email', expect.stringContaining('Email')], [20_001, 'emp_code', 'The same employee code is already in row 7.'],
    ]);
    expect(checked.errors.non_field_errors).toEqual(['2 rows have problems; nothing was imported.']);
  });
});

describe('the size of a slice', () => {
  it('follows the time a row takes toward the target, within its bounds, at most four times larger or smaller at a step', () => {
    const sizer = sliceSizer(50);
    expect(sizer.rows).toBe(importSlices.firstRows);
    sizer.took(500, 10); // 0.02 ms a row: 2,500 rows would take 50 ms, but four times 500 first
    expect(sizer.rows).toBe(2000);
    sizer.took(2000, 40);
    expect(sizer.rows).toBe(2500);
    for (let i = 0; i < 10; i += 1) sizer.took(sizer.rows, sizer.rows * 0.001);
    expect(sizer.rows).toBe(importSlices.maxRows);
    for (let i = 0; i < 10; i += 1) sizer.took(sizer.rows, sizer.rows * 10);
    expect(sizer.rows).toBe(importSlices.minRows);
  });
});
