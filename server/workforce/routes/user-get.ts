import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Employee, EmployeeListQuery } from '../../../schemas/employee';
import { TotalCountHeader } from '../../../schemas/list-query';
import { errorResponses } from '../../http/responses';
import { assertOwnCompany } from './access';

/** GET /api/user-get/: the company's employees as a large collection (searched, ordered and paged). */
export const userGetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user-get/',
    {
      schema: {
        tags: ['workforce'],
        summary: "Your company's employees (needs workforce, organization or survey)",
        description:
          '`?company_name=` may name your own company only (another answers 403). ' +
          '`?search=` looks in username, email, employee code and names; the X-Total-Count header holds the number of matches.',
        querystring: EmployeeListQuery,
        response: {
          200: Type.Array(Employee, { description: 'Employees, by id unless `?ordering=` says otherwise', headers: TotalCountHeader.properties }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const { company_name: companyName, ...query } = req.query;
      assertOwnCompany(req, companyName);
      const page = await req.tenant.employees.list(query);
      void reply.header('x-total-count', String(page.total));
      return page.rows;
    },
  );
};
