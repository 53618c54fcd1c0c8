// @vitest-environment node
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../server/sheets/read-sheet';
import { EMPLOYEE_SHEET_CAPS, LIBRARY_SHEET_CAPS, type SheetCaps } from '../../server/sheets/sheet-caps';
import { numberText } from '../../server/sheets/xlsx/number-formats';
import { deflated, sheetXml, workbookEntries, zipOfEntries } from '../api/helpers/zip-writer';

/** The one XLSX reading path (and the CSV one beside it), on what exceljs writes and on files made by hand. */
const read = (file: Buffer | string, caps: SheetCaps = LIBRARY_SHEET_CAPS, name = 'file.xlsx') => readSheet(name, Buffer.from(file), caps);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

async function exceljsBook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('First'));
  book.addWorksheet('Second').addRow(['never read']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('what exceljs writes', () => {
  it('reads every kind of cell as the sheet shows it', async () => {
    const file = await exceljsBook((sheet) => {
      sheet.addRow(['text', 5550199, 0.1 + 0.2, 1.5, -2, true, false]);
      sheet.addRow([
        { formula: 'CONCATENATE("Iv","o")', result: 'Ivo' },
        { formula: '1+1', result: 2 },
        { richText: [{ text: 'Ri' }, { font: { bold: true }, text: 'ch' }] },
        '=not a formula',
        417,
        41.6,
        12,
      ]);
      sheet.getCell('E2').numFmt = '000000';
      sheet.getCell('F2').numFmt = '0';
      sheet.getCell('G2').numFmt = '0.00';
    });
    expect(await read(file)).toEqual({
      rows: [
        { row: 1, cells: ['text', '5550199', '0.3', '1.5', '-2', 'TRUE', 'FALSE'] },
        { row: 2, cells: ['Ivo', '2', 'Rich', '=not a formula', '000417', '42', '12'] },
      ],
      more: false,
    });
  });

  it('skips blank rows, numbers rows as the sheet does, and reads the first sheet only', async () => {
    const file = await exceljsBook((sheet) => {
      sheet.addRow(['a']);
      sheet.addRow([]);
      sheet.addRow(['  ', '']);
      sheet.getCell('C7').value = 'c';
      sheet.getCell('A9').value = 'd';
    });
    expect(await read(file)).toEqual({
      rows: [
        { row: 1, cells: ['a'] },
        { row: 7, cells: ['', '', 'c'] },
        { row: 9, cells: ['d'] },
      ],
      more: false,
    });
  });

  it('keeps the header and rows up to the cap, then says there are more and stops', async () => {
    const caps = { ...LIBRARY_SHEET_CAPS, rows: 3 };
    const file = await exceljsBook((sheet) => {
      for (let i = 1; i <= 10; i += 1) sheet.addRow([`r${i}`]);
    });
    const sheet = await read(file, caps);
    expect(sheet).toEqual({ rows: [1, 2, 3, 4, 5].map((row) => ({ row, cells: [`r${row}`] })), more: true });
  });
});

describe('workbooks as other programs lay them out', () => {
  it('reads what LibreOffice Calc 7.4 writes (fixtures/libreoffice-people.fods, converted with soffice --convert-to xlsx)', async () => {
    const file = readFileSync(new URL('./fixtures/libreoffice-people.xlsx', import.meta.url));
    const sheet = await read(file, EMPLOYEE_SHEET_CAPS);
    expect(sheet).toEqual({
      rows: [
        {
          row: 1,
          cells: ['username', 'email', 'emp_code', 'first_name', 'last_name', 'designation', 'department', 'group', 'contact_num', 'manager_emp_code'],
        },
        { row: 2, cells: ['lea.horvat', 'lea.horvat@libre.example.com', '000417', 'Lea', 'Horvat', '', '', '', '5550199'] },
        { row: 4, cells: ['ivo.petrov', 'ivo.petrov@libre.example.com', '000418', 'Ivo', 'Petrov', '', '', '', '0.3', '000417'] },
      ],
      more: false,
    });
  });

  it('finds the first sheet through the workbook and its relationships, whatever the names and prefixes', async () => {
    const file = zipOfEntries([
      deflated(
        'XL/Worksheets/Other.xml',
        `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>second</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`,
      ),
      deflated(
        'xl/sheets/mine.xml',
        `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row r="2"><x:c r="B2" t="s"><x:v>1</x:v></x:c><x:c t="s"><x:v>0</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
      ),
      deflated(
        'xl/strings.xml',
        `<sst xmlns="${MAIN}"><si><t xml:space="preserve"> spaced </t></si><si><r><t>ka</t></r><r><t>na</t></r><rPh sb="0" eb="1"><t>カナ</t></rPh></si></sst>`,
      ),
      deflated(
        'xl/workbook.xml',
        `<workbook xmlns="${MAIN}" xmlns:rel="${REL}"><sheets><sheet name="Mine" sheetId="2" rel:id="rIdB"/><sheet name="Other" sheetId="1" rel:id="rIdA"/></sheets></workbook>`,
      ),
      deflated(
        'xl/_rels/workbook.xml.rels',
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rIdA" Type="${REL}/worksheet" Target="/XL/Worksheets/Other.xml"/>` +
          `<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="strings.xml"/>` +
          `<Relationship Id="rIdB" Type="${REL}/worksheet" Target="sheets/../sheets/mine.xml"/></Relationships>`,
      ),
    ]);
    expect(await read(file)).toEqual({ rows: [{ row: 2, cells: ['', 'kana', ' spaced '] }], more: false });
  });

  it('reads inline strings, formula text, errors and cells without references', async () => {
    const rows =
      '<row><c t="inlineStr"><is><r><t>in</t></r><r><rPr><b/></rPr><t>line</t></r></is></c><c t="str"><f>A1</f><v>result</v></c>' +
      '<c t="e"><v>#N/A</v></c><c><v>1E-3</v></c><c t="b"><v>0</v></c></row><row><c><v>12345678901234567890</v></c></row>';
    const file = zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': sheetXml(rows) }));
    expect(await read(file)).toEqual({
      rows: [
        { row: 1, cells: ['inline', 'result', '#N/A', '0.001', 'FALSE'] },
        { row: 2, cells: ['12345678901234600000'] },
      ],
      more: false,
    });
  });

  it.each([
    ['no workbook part', zipOfEntries([deflated('notes.xml', '<x/>')]), 'The workbook has no sheet.'],
    [
      'a workbook without sheets',
      zipOfEntries(workbookEntries({ 'xl/workbook.xml': `<workbook xmlns="${MAIN}"><sheets/></workbook>` })),
      'The workbook has no sheet.',
    ],
    ['its sheet missing', zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': null })), 'The file is not a readable XLSX workbook.'],
    [
      'two parts of one name',
      zipOfEntries([...workbookEntries(), deflated('XL/worksheets/SHEET1.xml', sheetXml(''))]),
      'The file is not a readable XLSX workbook.',
    ],
    [
      'a shared string it does not have',
      zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': sheetXml('<row><c t="s"><v>7</v></c></row>') })),
      'The file is not a readable XLSX workbook.',
    ],
    [
      'a column past XFD',
      zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': sheetXml('<row><c r="XFE1"><v>1</v></c></row>') })),
      'The file is not a readable XLSX workbook.',
    ],
    [
      'entities of its own (billion laughs)',
      zipOfEntries(
        workbookEntries({
          'xl/worksheets/sheet1.xml': `<!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><worksheet xmlns="${MAIN}"><sheetData><row><c t="str"><v>&b;</v></c></row></sheetData></worksheet>`,
        }),
      ),
      'The file is not a readable XLSX workbook.',
    ],
    [
      'a part stored broken',
      zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': { name: '', data: Buffer.from('not deflate at all'), size: 100 } })),
      'The file is not a readable XLSX workbook.',
    ],
    ['a zip cut short', zipOfEntries(workbookEntries()).subarray(0, 300), 'The file is not a readable XLSX workbook.'],
  ])('refuses %s', async (_label, file, problem) => {
    expect(await read(file)).toEqual({ problem });
  });
});

describe('the caps, on what the reader meets', () => {
  const caps: SheetCaps = { ...LIBRARY_SHEET_CAPS, rows: 5, rowsRead: 10, cells: 12, entries: 8, elements: 60, sharedStrings: 3, textChars: 40 };
  const sheet = (rows: string) => zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': sheetXml(rows) }));
  // Text between comments: an event every kilobyte, no element, no cell: only bytes.
  const filler = (mb: number) => `${'t'.repeat(1023)}<!---->`.repeat(mb * 1024);
  const strings = (n: number, text = 'x') =>
    zipOfEntries(
      workbookEntries({
        'xl/sharedStrings.xml': `<sst xmlns="${MAIN}">${`<si><t>${text}</t></si>`.repeat(n)}</sst>`,
      }),
    );

  it.each([
    ['rows read, blank ones too', sheet('<row/>'.repeat(11)), 'The file has more than 10 rows, blank ones included.'],
    ['cells, empty ones too', sheet(`<row>${'<c/>'.repeat(13)}</row>`), 'The sheet has more than 12 cells, empty ones included.'],
    ['cells kept, up to the last with a value', sheet('<row><c r="M1"><v>1</v></c></row>'), 'The sheet has more than 12 cells, empty ones included.'],
    ['shared strings', strings(4), 'The workbook has more than 3 shared strings.'],
    ['characters of text', strings(2, 'y'.repeat(21)), 'The workbook holds more than 40 characters of text.'],
    [
      "characters of the sheet's own text",
      sheet(`<row><c t="inlineStr"><is><t>${'z'.repeat(41)}</t></is></c></row>`),
      'The workbook holds more than 40 characters of text.',
    ],
    ['XML elements', sheet('<x/>'.repeat(61)), 'The workbook has more than 60 XML elements.'],
    [
      'files in the zip',
      zipOfEntries([...workbookEntries(), ...Array.from({ length: 5 }, (_, i) => deflated(`x${i}`, ''))]),
      'The workbook holds more than 8 files; a spreadsheet needs a few dozen.',
    ],
    [
      'bytes unpacked',
      zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': { ...deflated('', sheetXml(filler(21))), size: 10 } })),
      'The workbook unpacks to more than 20 MB.',
    ],
    [
      'bytes declared',
      zipOfEntries(workbookEntries({ 'docProps/thumbnail.jpeg': { name: '', data: Buffer.alloc(0), size: 21 * 1024 * 1024 } })),
      'The workbook unpacks to more than 20 MB.',
    ],
    [
      'bytes of the workbook part',
      zipOfEntries(workbookEntries({ 'xl/workbook.xml': { ...deflated('', `<workbook xmlns="${MAIN}">${filler(17)}</workbook>`), size: 10 } })),
      "The workbook's workbook.xml unpacks to more than 16 MB.",
    ],
  ])('refuses past the cap on %s', async (_label, file, problem) => {
    expect(await read(file, caps)).toEqual({ problem });
  });

  it('refuses a text node, tag or attribute of a megabyte without reading it whole', async () => {
    const file = sheet(`<row><c t="str"><v>${'w'.repeat(2 * 1024 * 1024)}</v></c></row>`);
    expect(await read(file, EMPLOYEE_SHEET_CAPS)).toEqual({ problem: 'The file is not a readable XLSX workbook.' });
  });

  it('refuses nesting deeper than any sheet has', async () => {
    expect(await read(sheet(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`), EMPLOYEE_SHEET_CAPS)).toEqual({
      problem: 'The file is not a readable XLSX workbook.',
    });
  });
});

describe('numbers', () => {
  it.each([
    ['5550199', 0, '5550199'],
    ['0.30000000000000004', 0, '0.3'],
    ['1.0', 0, '1'],
    ['-0', 0, '0'],
    ['1E+21', 0, '1e+21'],
    ['417', 6, '000417'],
    ['-41.6', 6, '-000042'],
    ['0.4', 3, '000'],
    ['1234567', 3, '1234567'],
    ['abc', 0, 'abc'],
    ['', 4, ''],
  ])('%s with %d zeros reads %s', (raw, width, text) => {
    expect(numberText(raw, width)).toBe(text);
  });
});

describe('CSV', () => {
  const csv = (text: string, caps: SheetCaps = LIBRARY_SHEET_CAPS) => read(text, caps, 'file.csv');
  const caps: SheetCaps = { ...LIBRARY_SHEET_CAPS, rows: 5, rowsRead: 10, cells: 12 };

  it('reads rows as before: numbered as a spreadsheet numbers them, blank ones skipped', async () => {
    expect(await csv('\uFEFFa,b\n\n"c\nd",e\n')).toEqual({
      rows: [
        { row: 1, cells: ['a', 'b'] },
        { row: 3, cells: ['c\nd', 'e'] },
      ],
      more: false,
    });
  });

  it('counts the separators before parsing: a line of a million commas never becomes a million cells', async () => {
    expect(await csv(`a\n${','.repeat(13)}\n`, caps)).toEqual({ problem: 'The file has more than 12 cells (separators: , ; | or tab).' });
    expect(await csv(`a;b|c\td,e\n`, caps)).toEqual({ rows: [{ row: 1, cells: ['a;b|c\td', 'e'] }], more: false });
  });

  it('stops at the rows it may read, blank ones included', async () => {
    expect(await csv(`a\n${'\n'.repeat(20)}b\n`, caps)).toEqual({ problem: 'The file has more than 10 rows, blank ones included.' });
  });

  it('reads one enormous cell as one cell', async () => {
    const sheet = await csv(`a\n${'x'.repeat(8 * 1024 * 1024)}\n`, EMPLOYEE_SHEET_CAPS);
    expect('rows' in sheet && sheet.rows[1]!.cells[0]!.length).toBe(8 * 1024 * 1024);
  });

  // A large file is read a piece (about 1 MB) at a time; it must read as the whole text would.
  const many = { ...EMPLOYEE_SHEET_CAPS, rows: 1_000_000, rowsRead: 2_000_000, cells: 10_000_000 };
  // Megabytes of text: 2 to 3 s here, twice that on a busy CI machine. A hang guard, not a speed figure.
  const LARGE = 30_000;

  it(
    'reads a file of many pieces as one text: cells over several lines, line ends, marks, blank rows, every row numbered',
    async () => {
      for (const newline of ['\n', '\r\n', '\r']) {
        const lines = Array.from({ length: 40_000 }, (_, i) => (i % 7 === 3 ? '' : `r${i};"two${newline}lines ${i}";"q""${i}";é€😀`));
        const sheet = await csv(`\uFEFF\uFEFF${lines.join(newline)}${newline}`, many);
        if (!('rows' in sheet)) throw new Error(sheet.problem);
        expect(sheet.rows).toHaveLength(lines.filter((l) => l !== '').length);
        sheet.rows.forEach(({ row, cells }) => {
          const i = row - 1;
          expect(cells).toEqual([`r${i}`, `two${newline}lines ${i}`, `q"${i}`, 'é€😀']);
        });
      }
    },
    LARGE,
  );

  it(
    'names a broken quote by its row, however far into the file',
    async () => {
      const rows = Array.from({ length: 30_000 }, (_, i) => `a${i},b${i}`);
      rows[25_000] = '"broken"quote,b';
      expect(await csv(`${rows.join('\n')}\n`, many)).toEqual({ problem: 'Row 25001: Trailing quote on quoted field is malformed.' });
    },
    LARGE,
  );

  it(
    'lets other work run while it reads, and reads a quoted cell of millions of lines whole',
    async () => {
      let turns = 0;
      const counting = setInterval(() => {
        turns += 1;
      }, 0);
      const rows = Array.from({ length: 60_000 }, (_, i) => `user${i},user${i}@example.com,E${i},First,Last`);
      const sheet = await csv(`${rows.join('\n')}\n`, many);
      clearInterval(counting);
      expect('rows' in sheet && sheet.rows).toHaveLength(60_000);
      expect(turns).toBeGreaterThan(3);
      const big = await csv(`a\n"${'x\n'.repeat(8 * 1024 * 1024)}"\n`, EMPLOYEE_SHEET_CAPS);
      expect('rows' in big && big.rows[1]!.cells[0]!.length).toBe(16 * 1024 * 1024);
    },
    LARGE,
  );
});
