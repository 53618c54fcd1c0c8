import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, recordAudit } from '../../audit/record';
import type { CommentInsightsAnswer } from '../../../schemas/comment-insights-answer';
import type { ExportFormat, FeedbackReport } from '../../../schemas/feedback';
import { rateeLanguage } from '../../i18n/recipient-language';
import { exportReport } from '../../sheets/feedback-report/index';
import { fileResponse } from '../../http/responses';

export const FILE_RESPONSE = fileResponse('The report as a PDF, a CSV or an XLSX workbook', ['pdf', 'csv', 'xlsx']);

export const ANONYMITY =
  'Only submitted answers count. Self and manager are named groups; peers, direct reports and other raters show ' +
  "only with at least the survey's anonymity threshold of submitted raters, the smaller of them pooled as combined when the pool " +
  'reaches it; raters left out are in no figure and no comment. Comments never name their author.';

/**
 * A report sent as the file asked for, as an attachment; the download is logged first (a file leaves the product's hands).
 * `insights` only for HR's copy: the ratee's own file never carries the comment themes.
 */
export async function sendReportFile(
  req: FastifyRequest,
  reply: FastifyReply,
  report: FeedbackReport,
  format: ExportFormat,
  insights: CommentInsightsAnswer | null = null,
) {
  const file = await exportReport(report, format, insights, await rateeLanguage(req.server.db, report.ratee.id));
  await recordAudit(req.server.db, actorOf(req), {
    action: 'report.export',
    entity: 'report',
    entityId: `${report.survey.id}:${report.ratee.id}`,
    surveyId: report.survey.id,
    after: { format, ratee: report.ratee.name, survey: report.survey.title },
  });
  return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
}
