import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMPLOYEE_IMPORT_COLUMNS, EmployeeExportQuery } from '../../../schemas/employee';
import { employeesCsv, employeesXlsx } from '../../sheets/employee-export';
import { errorResponses, fileContentType, fileResponse } from '../../http/responses';
import { assertOwnCompany } from './access';

/** GET /api/user-export/: the (filtered) list as a file an import takes back. */
export const userExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user-export/',
    {
      schema: {
        tags: ['workforce'],
        summary: "Download your company's employees, filtered as the list is (needs workforce)",
        description:
          `CSV or XLSX with the import template's columns (${EMPLOYEE_IMPORT_COLUMNS.join(', ')}): lists by name, the manager by employee code, ` +
          'so the file can be edited and imported into another company. The same filters as GET /api/user-get/. ' +
          "A cell starting with = + - @ gets a leading ' so no spreadsheet runs it as a formula (the import takes the ' off again).",
        querystring: EmployeeExportQuery,
        response: { 200: fileResponse('The employees, as CSV or XLSX', ['csv', 'xlsx']), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const { format = 'csv', company_name: companyName, ...filters } = req.query;
      assertOwnCompany(req, companyName);
      const batches = req.tenant.employees.exportRows(filters);
      const file = format === 'xlsx' ? await employeesXlsx(batches) : employeesCsv(batches);
      return reply.header('content-type', fileContentType(format)).header('content-disposition', `attachment; filename="employees.${format}"`).send(file);
    },
  );
};
