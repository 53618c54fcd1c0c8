import Papa from 'papaparse';
import type { FeedbackReport } from '../../../schemas/feedback';
import type { Language } from '../../../schemas/language';
import { wordsFor, type Words } from '../../i18n/words';
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

const NEWLINE = '\r\n';
const section = (columns: readonly Column[], rows: Cell[][], t: Words<'report'>) =>
  Papa.unparse({ fields: columns.map((c) => columnHeader(c, t)), data: rows.map((r) => r.map((v) => v ?? '')) }, { newline: NEWLINE });

/**
 * A ratee's report as CSV: UTF-8 with a byte-order mark (Excel opens accents as written),
 * CRLF lines; three sections, each under its own header row and a blank line apart: the
 * competency × rater group rows, the type and overall scores, the comments. Headers and
 * labels are in `language` (the ratee's).
 */
export function reportCsv(report: FeedbackReport, language: Language = 'en'): Buffer {
  const t = wordsFor(language, 'report');
  const text = [
    section(COMPETENCY_COLUMNS, competencyRows(report, t), t),
    section(SCORE_COLUMNS, scoreRows(report, t), t),
    section(COMMENT_COLUMNS, commentRows(report, t), t),
  ].join(NEWLINE + NEWLINE);
  return Buffer.from(`\uFEFF${text}${NEWLINE}`, 'utf8');
}
