import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmployeeInvite, EmployeeInviteResult } from '../../../schemas/employee';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

const people = (n: number) => (n === 1 ? '1 employee' : `${n} employees`);

function detailOf({ invited, skipped }: { invited: number; skipped: number }): string {
  const sent = invited ? `Invitations sent to ${people(invited)}.` : 'Nobody was invited.';
  const active = skipped
    ? ` ${people(skipped)} already ${skipped === 1 ? 'has' : 'have'} an active account and ${skipped === 1 ? 'was' : 'were'} skipped.`
    : '';
  return sent + active;
}

/** POST /api/user/invite/: the welcome mails of employees added without one. */
export const userInviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user/invite/',
    {
      schema: {
        tags: ['workforce'],
        summary: 'Mail employees their link to set a password (needs workforce)',
        description:
          '`{ids}` invites those employees (again, with a fresh link, if they have not set a password yet); ' +
          '`{all_not_invited: true}` everyone never invited. Whoever has already set a password is skipped and counted. ' +
          'An id that is not an employee of your company answers 404 and nobody is invited.',
        body: EmployeeInvite,
        response: { 200: EmployeeInviteResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const done = await req.tenant.employees.invite(req.body, app.now());
      if (!done) throw notFound();
      // Committed: the mails go out in the background, after this answer.
      if (done.invited) app.invitations.dispatch();
      return { ...done, detail: detailOf(done) };
    },
  );
};
