// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../schemas/employee';
import { importSlices, sliceSizer } from '../../server/workforce/queries/import-slice-size';
import { checkImport } from '../../server/workforce/rules/import/check-import';
import type { EmployeeImportLookups, Taken } from '../../server/workforce/rules/import/import-port';
import type { SheetRows } from '../../server/shared/rules/sheet-rows';

/**
 * The employee import shares the server's one thread and PGlite's one connection with every
 * other company: its checks take turns with other work, leave clashes with the database to
 * the write and look them up, a block at a time, only once it was refused; its slices are
 * sized by the time they take.
 */
const ROWS = 30_000;

function sheet(): SheetRows {
  const rows = [{ row: 1, cells: [...EMPLOYEE_IMPORT_COLUMNS] as string[] }];
  for (let i = 0; i < ROWS; i += 1) {
    const cells: Record<string, string> = {
      username: `user${i}`,
      email: `user${i}@turns.example.com`,
      emp_code: `T${i}`,
      first_name: 'Ana',
      last_name: `Turn ${i}`,
      designation: 'Clerk',
      department: '',
      group: '',
      contact_num: '',
      manager_emp_code: i === 0 ? 'BOSS' : `T${Math.floor((i - 1) / 5)}`,
    };
    rows.push({ row: i + 2, cells: EMPLOYEE_IMPORT_COLUMNS.map((c) => cells[c]!) });
  }
  return { rows, more: false };
}

/** Look-ups that count how they are asked, and find `clash` (an address, an employee code) taken. */
function countingRepo(clash: { email?: string; empCode?: string } = {}) {
  const calls = { inFlight: 0, mostInFlight: 0, blocks: [] as number[], codes: [] as string[][] };
  const repo: EmployeeImportLookups = {
    async taken(usernames, emails, empCodes): Promise<Taken> {
      calls.inFlight += 1;
      calls.mostInFlight = Math.max(calls.mostInFlight, calls.inFlight);
      calls.blocks.push(usernames.length);
      if (usernames.length === 0) calls.codes.push(empCodes);
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.inFlight -= 1;
      const codes = new Map<string, number>(empCodes.includes('BOSS') ? [['BOSS', 7]] : []);
      if (clash.empCode && empCodes.includes(clash.empCode)) codes.set(clash.empCode, 99);
      return { usernames: new Set(), emails: new Set(emails.filter((e) => e === clash.email)), empCodes: codes };
    },
    listItems: async () => ({ designation: [{ id: 3, name: 'clerk', archived: false }], department: [], group: [] }),
  };
  return { repo, calls };
}

describe('the checks of a large file', () => {
  it('take turns with other work, look the managers outside the file up once, and leave clashes to the write', async () => {
    const { repo, calls } = countingRepo();
    let turns = 0;
    const counting = setInterval(() => {
      turns += 1;
    }, 0);
    const checked = await checkImport(sheet(), repo);
    clearInterval(counting);

    if (!('rows' in checked)) throw new Error(JSON.stringify(checked));
    expect(checked.rows).toHaveLength(ROWS);
    expect(checked.rows[0]).toMatchObject({ designationId: 3, manager: { id: 7 } });
    expect(checked.rows[ROWS - 1]!.manager).toEqual({ index: Math.floor((ROWS - 2) / 5) });
    expect(turns).toBeGreaterThan(5);
    expect(calls.blocks).toEqual([0]);
    expect(calls.codes).toEqual([['BOSS']]);
  });

  it('name the rows that clash once a write was refused, looked up in blocks, one at a time', async () => {
    const { repo, calls } = countingRepo({ email: 'user29000@turns.example.com', empCode: 'T17' });
    const checked = await checkImport(sheet(), repo);
    if (!('rows' in checked)) throw new Error(JSON.stringify(checked));
    const clashes = await checked.clashes();

    expect(clashes?.rows?.map((e) => [e.row, e.field])).toEqual([
      [19, 'emp_code'],
      [29_002, 'email'],
    ]);
    expect(calls.mostInFlight).toBe(1);
    const blocks = calls.blocks.filter((b) => b > 0);
    expect(blocks.every((b) => b <= 1000)).toBe(true);
    expect(blocks.reduce((a, b) => a + b, 0)).toBe(ROWS);
  });

  it('find no clash when none is there any more (the workforce changed meanwhile)', async () => {
    const checked = await checkImport(sheet(), countingRepo().repo);
    if (!('rows' in checked)) throw new Error(JSON.stringify(checked));
    expect(await checked.clashes()).toBeNull();
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
      [12_346, 'email', expect.stringContaining('Email')],
      [20_001, 'emp_code', 'The same employee code is already in row 7.'],
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
