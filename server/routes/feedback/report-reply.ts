import type { FastifyReply } from 'fastify';
import type { ExportFormat, FeedbackReport } from '../../../schemas/feedback';
import { exportReport } from '../../sheets/feedback-report';
import { fileResponse } from '../responses';

export const FILE_RESPONSE = fileResponse('The report as a PDF, a CSV or an XLSX workbook', ['pdf', 'csv', 'xlsx']);

export const ANONYMITY = 'Only submitted answers count. Self and manager are named groups; peers, direct reports and other raters show '
  + "only with at least the survey's anonymity threshold of submitted raters, the smaller of them pooled as combined when the pool "
  + 'reaches it; raters left out are in no figure and no comment. Comments never name their author.';

/** A report sent as the file asked for, as an attachment. */
export async function sendReportFile(reply: FastifyReply, report: FeedbackReport, format: ExportFormat) {
  const file = await exportReport(report, format);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
}
