import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BULK_MAX, EmployeeBulkDelete, EmployeeBulkManager, EmployeeBulkResult } from '../../../schemas/employee';
import { actorOf } from '../../audit/record';
import type { BulkOutcome } from '../actions/employee-bulk';
import { forbidden, nonFieldError, notFound } from '../../http-errors';
import type { Principal } from '../../security/principal';
import { errorResponses } from '../../http/responses';
import { ADMINS_ONLY, refusalToChange, type AccountHolder } from '../../account/routes/account-authority';

const people = (n: number) => (n === 1 ? '1 employee' : `${n.toLocaleString('en')} employees`);

/** The single delete's rule (DELETE /api/users/{id}/) for one of many: a bulk delete never removes the caller. */
function refusalToRemove(caller: Principal, target: AccountHolder & { name: string }): string | null {
  if (caller.id === target.id) return 'Your own account is not deleted with others: leave yourself out of the selection.';
  if (caller.role === 'admin') return null;
  if (target.role !== 'user') return `${target.name}: ${ADMINS_ONLY}`;
  const refused = refusalToChange(caller, target);
  return refused ? `${target.name}: ${refused}` : null;
}

function answer(done: BulkOutcome, detail: (n: number) => string) {
  if (!done) throw notFound();
  if ('refused' in done) throw forbidden(done.refused);
  if ('invalid' in done) throw nonFieldError(done.invalid);
  return { count: done.count, detail: detail(done.count) };
}

const ALL_OR_NOTHING = `At most ${BULK_MAX.toLocaleString('en')} ids, all employees of your company; one that is not answers 404 and nothing changes.`;

/** Bulk actions on the workforce list: each all or nothing, in one transaction. */
export const userBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user/bulk-delete/',
    {
      schema: {
        tags: ['workforce'],
        summary: 'Delete several employees and their accounts (needs workforce)',
        description:
          `${ALL_OR_NOTHING} The rules of DELETE /api/users/{id}/ apply to each (403 naming who may not be removed); ` +
          "each one's reports move up to the nearest manager who stays.",
        body: EmployeeBulkDelete,
        response: { 200: EmployeeBulkResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) =>
      answer(await req.tenant.employees.bulk.remove(req.body.ids, (target) => refusalToRemove(req.user, target), actorOf(req)), (n) => `${people(n)} deleted.`),
  );

  app.post(
    '/api/user/bulk-manager/',
    {
      schema: {
        tags: ['workforce'],
        summary: 'Give several employees one manager, or none (needs workforce)',
        description:
          `${ALL_OR_NOTHING} parent_id is the manager's employee id (another company's answers 404), null makes them roots. ` +
          'Refused (400) when the manager is one of them or reports to one of them, which would make a loop.',
        body: EmployeeBulkManager,
        response: { 200: EmployeeBulkResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) =>
      answer(await req.tenant.employees.bulk.setManager(req.body.ids, req.body.parent_id, actorOf(req)), (n) =>
        req.body.parent_id === null ? `${people(n)} now report to nobody.` : `${people(n)} have a new manager.`,
      ),
  );
};
