import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Employee, EmployeeInput, EmployeeUpdate } from '../../../schemas/employee';
import { IdParam } from '../../../schemas/errors';
import { editGuard, inBody } from '../../edits/guard';
import { notFound } from '../../http-errors';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { changeEmployee } from '../actions/change-employee';
import { registerEmployee } from '../actions/register-employee';
import { mayChangeTheseFields } from './access';

/** POST /api/employee-registration/: an employee and their user, created together. */
export const employeeRegistrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/employee-registration/',
    {
      schema: {
        tags: ['workforce'],
        summary: 'Add an employee (needs workforce); they are mailed a link to set a password (7 days)',
        description:
          'Username and employee code are unique in your company, the email on the whole platform (sign-in is by email). ' +
          "Designation, department and group are ids of your lists; parent_id is the manager's employee id.",
        body: EmployeeInput,
        response: { 201: Employee, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => reply.code(201).send(sendOutcome(await registerEmployee(app, req.tenant, req.body, actorOf(req)))),
  );
};

/** PATCH /api/employee-registration/: an employee and their user, changed together. */
export const employeeUpdateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One employee with its ETag, for an edit to say which version it changes: who may change them may read them.
  app.get(
    '/api/employee-registration/:id/',
    {
      config: { etag: {} },
      schema: {
        tags: ['workforce'],
        summary: 'One employee (workforce or organization)',
        params: IdParam,
        response: { 200: Employee, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const employee = await req.tenant.employees.get(req.params.id);
      if (!employee) throw notFound();
      return employee;
    },
  );

  app.patch(
    '/api/employee-registration/',
    {
      preValidation: [mayChangeTheseFields],
      config: { ifMatch: editGuard('employee', (id) => `/api/employee-registration/${id}/`, inBody('id')) },
      schema: {
        tags: ['workforce'],
        summary: 'Change an employee: id and only the fields that change (workforce; organization may change parent_id alone)',
        description:
          'A manager (parent_id) may be neither the employee nor anyone below them; null makes the employee a root. ' +
          "The sign-in address, username and names of someone else change only for an admin, or for someone who can use every area they can (403 naming why); an admin's only for an admin. " +
          "A new address of someone else's activated account (they set a password, proved their address or signed in) first asks its owner: " +
          'a link goes to the CURRENT address (PATCH /api/email-change-consent/{token}/) and nothing goes to the new one unless they agree. ' +
          'Only an admin may skip that with `email_change_reason` (the current address is told the reason; 403 for anyone else). ' +
          'Your own new address, an agreed one and a forced one take effect when the link mailed to the new address is opened (PATCH /api/email-change/{token}/): ' +
          'until then the old one signs in, the answer shows `pending_email`, and the old address is told at once. ' +
          'An employee who has not set a password yet has the address corrected at once and is mailed a new welcome link; the old link stops working. ' +
          'Once that person rates or is rated in a survey, only an admin may do so (whoever opens the link answers as them).',
        body: EmployeeUpdate,
        response: { 200: Employee, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await changeEmployee(app, req.tenant, req.user, req.body, actorOf(req))),
  );
};
