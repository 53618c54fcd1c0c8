import type { FastifyInstance } from 'fastify';
import { ExportQuery } from '../../../schemas/spreadsheet';
import { libraryCsv, libraryXlsx } from '../../sheets/write-sheet';
import { errorResponses, fileContentType, fileResponse } from '../../http/responses';

/** The whole library as one flat sheet (type, competency, definition, statement), ready to re-import. */
export async function libraryExportRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/competency/library/export/',
    {
      schema: {
        tags: ['competency library'],
        summary: 'Export the competency library as CSV or XLSX',
        description:
          'One row per statement; a competency without statements has one row with an empty statement, a type without ' +
          'competencies one row with only its type. Cells that a spreadsheet would run as a formula start with an apostrophe.',
        querystring: ExportQuery,
        response: { 200: fileResponse('The library as one flat sheet, as CSV or XLSX', ['csv', 'xlsx']), ...errorResponses(401, 403) },
      },
    },
    async (req, reply) => {
      const format = (req.query as { format?: 'csv' | 'xlsx' }).format ?? 'csv';
      const rows = await req.tenant.competencyLibrary.rows();
      const file = format === 'xlsx' ? await libraryXlsx(rows) : libraryCsv(rows);
      return reply
        .header('content-type', fileContentType(format))
        .header('content-disposition', `attachment; filename="competency-library.${format}"`)
        .send(file);
    },
  );
}
