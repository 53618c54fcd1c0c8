import Papa from 'papaparse';
import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_LIMITS } from '../../schemas/employee';
import { loadExcelJS } from './load-exceljs';

// The employee import's template, written as CSV or XLSX like the server's other sheets; the
// columns and limits it states are the employee schema's, the ones the import's rules check.

/** What each column takes, for the template's second sheet. */
const HELP: Record<(typeof EMPLOYEE_IMPORT_COLUMNS)[number], string> = {
  username: 'Required. Letters, digits and . @ + - _ only (no spaces, apostrophes or accents); unique in the company.',
  email: 'Required. The address the welcome mail goes to; one account per address.',
  emp_code: 'Required. Unique in the company, any case.',
  first_name: 'Required.',
  last_name: 'Required.',
  designation: 'Optional. The name of one of your designations (Master data).',
  department: 'Optional. The name of one of your departments (Master data).',
  group: 'Optional. The name of one of your groups (Master data).',
  contact_num: 'Optional. As you write it: digits, spaces and + ( ) - . (a + only first), at most 20 characters.',
  manager_emp_code: 'Optional. The emp_code of the manager: a row of this file or an employee you already have.',
};

/**
 * The header alone, no example row: an example left in by mistake would import a person.
 * UTF-8 with a byte-order mark, so Excel opens accents as written.
 */
export function templateCsv(): Buffer {
  return Buffer.from(`\uFEFF${Papa.unparse([[...EMPLOYEE_IMPORT_COLUMNS]], { newline: '\r\n' })}\r\n`, 'utf8');
}

/**
 * The header on the first sheet (the one an import reads), every column formatted as text
 * so that codes and numbers keep their leading zeros; what each column takes on a second.
 */
export async function templateXlsx(): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EMPLOYEE_IMPORT_COLUMNS.map((c) => ({ header: c, key: c, width: c === 'email' ? 32 : 18, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'column', key: 'column', width: 20 },
    { header: 'what it takes', key: 'help', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of EMPLOYEE_IMPORT_COLUMNS) help.addRow({ column: c, help: HELP[c] });
  help.addRow({});
  help.addRow({ column: 'limits', help: `At most ${EMPLOYEE_IMPORT_LIMITS.rows.toLocaleString('en')} rows. Any bad row and nothing is imported.` });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
