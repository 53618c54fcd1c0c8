import type { FastifyInstance } from 'fastify';
import { ExportQuery } from '../../../schemas/spreadsheet';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../../schemas/employee';
import { templateCsv, templateXlsx } from '../../sheets/employee-template';
import { errorResponses, fileContentType, fileResponse } from '../../http/responses';

/** GET /api/user-import/template/: the empty sheet an import expects. */
export async function userImportTemplateRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/user-import/template/',
    {
      schema: {
        tags: ['workforce'],
        summary: 'Download the employee import template (CSV or XLSX)',
        description:
          `The header row ${EMPLOYEE_IMPORT_COLUMNS.join(', ')} and no example row (one left in would be imported). ` +
          'The XLSX has its columns formatted as text and a second sheet saying what each column takes.',
        querystring: ExportQuery,
        response: { 200: fileResponse('The template: the header row only, as CSV or XLSX', ['csv', 'xlsx']), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const format = (req.query as { format?: 'csv' | 'xlsx' }).format ?? 'csv';
      const file = format === 'xlsx' ? await templateXlsx() : templateCsv();
      return reply
        .header('content-type', fileContentType(format))
        .header('content-disposition', `attachment; filename="employee-import-template.${format}"`)
        .send(file);
    },
  );
}
