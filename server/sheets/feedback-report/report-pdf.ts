import type { CommentInsightsAnswer } from '../../../schemas/comment-insights-answer';
import type { FeedbackReport } from '../../../schemas/feedback';
import { PRODUCT_NAME } from '../../../schemas/product';
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
 */
export function reportPdf(report: FeedbackReport, insights: CommentInsightsAnswer | null = null): Promise<Buffer> {
  const doc = newDocument({
    title: `360° feedback report: ${report.ratee.name} (${report.survey.title})`,
    author: PRODUCT_NAME,
    subject: `Confidential feedback report for ${report.ratee.name}`,
  });
  titleBlock(doc, report);
  summary(doc, report);
  typeTable(doc, report);
  competencyTable(doc, report);
  findings(doc, report);
  comments(doc, report);
  if (insights) commentThemes(doc, insights);
  footers(doc, `Confidential · ${report.ratee.name} · ${report.survey.title}`);
  return toBuffer(doc);
}
