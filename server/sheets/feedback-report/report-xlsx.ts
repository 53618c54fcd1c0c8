import type { Workbook } from 'exceljs';
import type { FeedbackReport } from '../../../schemas/feedback';
import type { Language } from '../../../schemas/language';
import { wordsFor, type Words } from '../../i18n/words';
import { loadExcelJS } from '../load-exceljs';
import {
  COMMENT_COLUMNS,
  COMPETENCY_COLUMNS,
  columnHeader,
  commentRows,
  competencyRows,
  SCORE_COLUMNS,
  scoreRows,
  type Cell,
  type Column,
} from './report-rows';

const NUMBER_FORMAT = '0.00';
const NUMERIC = new Set<Column>(['score', 'percent', 'self', 'others', 'gap', 'companyBenchmark', 'designationBenchmark', 'typeValue']);

function addSheet(workbook: Workbook, name: string, columns: readonly Column[], rows: Cell[][], t: Words<'report'>, wide: Column[] = []): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => {
    const header = columnHeader(c, t);
    return {
      header,
      key: c,
      width: wide.includes(c) ? 60 : NUMERIC.has(c) ? 12 : Math.max(14, header.length + 2),
      ...(NUMERIC.has(c) && c !== 'typeValue' && { style: { numFmt: c === 'percent' ? '0.0' : NUMBER_FORMAT } }),
    };
  });
  sheet.getRow(1).font = { bold: true };
  // null stays an empty cell; numbers stay numbers.
  for (const row of rows) sheet.addRow(row.map((v) => (v === null ? undefined : v)));
  if (wide.length) sheet.getColumn(columns.indexOf(wide[0]!) + 1).alignment = { wrapText: true, vertical: 'top' };
}

/** A ratee's report as a workbook: competencies by rater group, scores by type and overall, comments; in `language` (the ratee's). */
export async function reportXlsx(report: FeedbackReport, language: Language = 'en'): Promise<Buffer> {
  const t = wordsFor(language, 'report');
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.title = t('workbookTitle', { name: report.ratee.name });
  addSheet(workbook, t('sheets.competencies'), COMPETENCY_COLUMNS, competencyRows(report, t), t);
  addSheet(workbook, t('sheets.scores'), SCORE_COLUMNS, scoreRows(report, t), t);
  addSheet(workbook, t('sheets.comments'), COMMENT_COLUMNS, commentRows(report, t), t, ['comment']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
