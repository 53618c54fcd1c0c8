import Papa from 'papaparse';
import type { FeedbackReport } from '../../../schemas/feedback';
import { COMMENT_COLUMNS, COMPETENCY_COLUMNS, commentRows, competencyRows, SCORE_COLUMNS, scoreRows, type Cell } from './report-rows';

const NEWLINE = '\r\n';
const section = (columns: readonly string[], rows: Cell[][]) =>
  Papa.unparse({ fields: [...columns], data: rows.map((r) => r.map((v) => v ?? '')) }, { newline: NEWLINE });

/**
 * A ratee's report as CSV: UTF-8 with a byte-order mark (Excel opens accents as written),
 * CRLF lines; three sections, each under its own header row and a blank line apart: the
 * competency × rater group rows, the type and overall scores, the comments.
 */
export function reportCsv(report: FeedbackReport): Buffer {
  const text = [
    section(COMPETENCY_COLUMNS, competencyRows(report)),
    section(SCORE_COLUMNS, scoreRows(report)),
    section(COMMENT_COLUMNS, commentRows(report)),
  ].join(NEWLINE + NEWLINE);
  return Buffer.from(`\uFEFF${text}${NEWLINE}`, 'utf8');
}
