import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { ExportQuery } from '../../../schemas/competency-library';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../../schemas/employee';
import { templateCsv, templateXlsx } from '../../workforce-import/template';
import { errorResponses, signedIn } from '../responses';
import { mayWriteWorkforce } from './access';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/user-import/template/: the empty sheet an import expects. */
export async function userImportTemplateRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/user-import/template/', {
    onRequest: [app.authenticate, mayWriteWorkforce],
    schema: {
      tags: ['workforce'], security: signedIn,
      summary: 'Download the employee import template (CSV or XLSX)',
      description: `The header row ${EMPLOYEE_IMPORT_COLUMNS.join(', ')} and no example row (one left in would be imported). `
        + 'The XLSX has its columns formatted as text and a second sheet saying what each column takes.',
      querystring: ExportQuery,
      response: { 200: Type.String({ format: 'binary', description: 'text/csv or an XLSX workbook' }), ...errorResponses(400, 401, 403) },
    },
  }, async (req, reply) => {
    const format = (req.query as { format?: 'csv' | 'xlsx' }).format ?? 'csv';
    const file = format === 'xlsx' ? await templateXlsx() : templateCsv();
    return reply
      .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="employee-import-template.${format}"`)
      .send(file);
  });
}
