import type { CommentInsightsAnswer } from '../../../schemas/comment-insights-answer';
import type { FeedbackReport } from '../../../schemas/feedback';
import type { Language } from '../../../schemas/language';
import { PRODUCT_NAME } from '../../../schemas/product';
import { wordsFor } from '../../i18n/words';
import { footers, newDocument, toBuffer } from './pdf-layout';
import { comments, findings } from './pdf-findings';
import { commentThemes } from './pdf-insights';
import { summary, titleBlock } from './pdf-summary';
import { competencyTable, typeTable } from './pdf-tables';

/**
 * A ratee's report as an A4 PDF: title block, overall score with self and the
 * benchmarks, responses and anonymity, scores by type and group, the competency table
 * with bars, blind spots and hidden strengths, strengths and development areas, and the
 * comments; for HR's copy, the comment themes after them. Every text passes drawText(), which embeds the fonts its scripts need.
 * Its words are the ratee's language (`language`); names, titles and comments stay as written.
 */
export function reportPdf(report: FeedbackReport, insights: CommentInsightsAnswer | null = null, language: Language = 'en'): Promise<Buffer> {
  const t = wordsFor(language, 'report');
  const names = { name: report.ratee.name, survey: report.survey.title };
  const doc = newDocument({ title: t('documentTitle', names), author: PRODUCT_NAME, subject: t('documentSubject', names) });
  titleBlock(doc, report, t);
  summary(doc, report, t);
  typeTable(doc, report, t);
  competencyTable(doc, report, t);
  findings(doc, report, t);
  comments(doc, report, t);
  if (insights) commentThemes(doc, insights);
  footers(doc, t('footer', names), (page, pages) => t('page', { page, pages }));
  return toBuffer(doc);
}
