import type { CommentInsightsAnswer } from '../../../schemas/comment-insights-answer';
import type { ExportFormat, FeedbackReport } from '../../../schemas/feedback';
import type { Language } from '../../../schemas/language';
import { asciiSlug } from './ascii-slug';
import { reportCsv } from './report-csv';
import { reportXlsx } from './report-xlsx';

interface ExportedReport {
  body: Buffer;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** feedback-<survey>-<ratee>.<format>, ASCII only, so every browser and Content-Disposition keep it as is. */
function exportFilename(report: FeedbackReport, format: ExportFormat): string {
  return `feedback-${asciiSlug(report.survey.title, `survey-${report.survey.id}`)}-${asciiSlug(report.ratee.name, `ratee-${report.ratee.id}`)}.${format}`;
}

/**
 * A report as a file to download (GET …/export/?format=pdf|csv|xlsx). `insights` (HR's copy only) adds the comment
 * themes to the PDF; the sheets hold figures and comments only. Every format's words are in `language` (the ratee's).
 */
export async function exportReport(
  report: FeedbackReport,
  format: ExportFormat,
  insights: CommentInsightsAnswer | null = null,
  language: Language = 'en',
): Promise<ExportedReport> {
  // pdfkit takes about 0.2 s to load and only this download uses it: it loads on first use, not with the server.
  const body =
    format === 'pdf'
      ? await (await import('./report-pdf')).reportPdf(report, insights, language)
      : format === 'csv'
        ? reportCsv(report, language)
        : await reportXlsx(report, language);
  return { body, contentType: CONTENT_TYPES[format], filename: exportFilename(report, format) };
}
