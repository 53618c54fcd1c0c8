import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyDeleted, CompanyDeletion } from '../../../schemas/company-lifecycle';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { deleteCompany } from '../actions/company-deletion';

/** DELETE /api/company/: an admin deletes their company and everything in it (issue 43). */
export const companyDeletionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/api/company/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Delete your company and all its data, for good (admins only)',
        description:
          'Confirmed by the company’s exact name in `name` (400 at `name` otherwise, and nothing changes). In one transaction every row ' +
          'of the company goes from every table: people and their accounts, sessions and links (every token of the company is ' +
          'refused from then on), surveys, answers, reports, coaching, the audit log, queued mails and the rate-limit counters ' +
          'naming its addresses. The platform keeps one line: that the company was deleted and how many rows went.',
        body: CompanyDeletion,
        response: { 200: CompanyDeleted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ deleted_rows: sendOutcome(await deleteCompany(app.db, req.user.companyId!, req.body)) }),
  );
};
