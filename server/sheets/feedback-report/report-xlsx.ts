import type { Workbook } from 'exceljs';
import type { FeedbackReport } from '../../../schemas/feedback';
import { loadExcelJS } from '../load-exceljs';
import { COMMENT_COLUMNS, COMPETENCY_COLUMNS, commentRows, competencyRows, SCORE_COLUMNS, scoreRows, type Cell } from './report-rows';

const NUMBER_FORMAT = '0.00';
const NUMERIC = new Set(['score', 'percent', 'self', 'others', 'gap', 'company benchmark', 'designation benchmark', 'type value']);

function addSheet(workbook: Workbook, name: string, columns: readonly string[], rows: Cell[][], wide: string[] = []): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c,
    key: c,
    width: wide.includes(c) ? 60 : NUMERIC.has(c) ? 12 : Math.max(14, c.length + 2),
    ...(NUMERIC.has(c) && c !== 'type value' && { style: { numFmt: c === 'percent' ? '0.0' : NUMBER_FORMAT } }),
  }));
  sheet.getRow(1).font = { bold: true };
  // null stays an empty cell; numbers stay numbers.
  for (const row of rows) sheet.addRow(row.map((v) => (v === null ? undefined : v)));
  if (wide.length) sheet.getColumn(columns.indexOf(wide[0]!) + 1).alignment = { wrapText: true, vertical: 'top' };
}

/** A ratee's report as a workbook: competencies by rater group, scores by type and overall, comments. */
export async function reportXlsx(report: FeedbackReport): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.title = `360° feedback report: ${report.ratee.name}`;
  addSheet(workbook, 'Competencies', COMPETENCY_COLUMNS, competencyRows(report));
  addSheet(workbook, 'Scores', SCORE_COLUMNS, scoreRows(report));
  addSheet(workbook, 'Comments', COMMENT_COLUMNS, commentRows(report), ['comment']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
