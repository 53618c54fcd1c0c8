import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Employee, EmployeeInput, EmployeeUpdate } from '../../../schemas/employee';
import { IdParam } from '../../../schemas/errors';
import { editGuard, inBody } from '../../edits/guard';
import type { EmployeeWrite } from '../actions/employee-write-outcome';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { actorOf } from '../../audit/record';
import { emailChangeRequest } from '../../account/routes/email-change';
import { emailConsentRequest } from '../../account/routes/email-change-consent';
import { assertNotBlank } from '../../http/blank-fields';
import { errorResponses } from '../../http/responses';
import { refusalToChange } from '../../account/routes/account-authority';
import { mayChangeTheseFields } from './access';

const TEXT_FIELDS = ['username', 'email', 'emp_code', 'first_name', 'last_name', 'email_change_reason'] as const;

const ONLY_ADMINS_FORCE = "Only an admin can change someone's sign-in address without asking them; leave the reason out to ask them.";

// The welcome mail goes out after the write committed; a refused write mails no one.
const answerWith = (app: FastifyInstance) => (written: EmployeeWrite) => {
  if ('refused' in written) throw forbidden(written.refused);
  if ('errors' in written) throw badRequest(written.errors);
  if (written.invite) app.invitations.dispatch();
  if (written.mails?.length) app.mailer.deliverStored(written.mails);
  return written.employee;
};

/** POST /api/employee-registration/: an employee and their user, created together. */
export const employeeRegistrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = answerWith(app);

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
    async (req, reply) => {
      assertNotBlank(req.body, TEXT_FIELDS);
      return reply.code(201).send(answer(await req.tenant.employees.create(req.body, actorOf(req))));
    },
  );
};

/** PATCH /api/employee-registration/: an employee and their user, changed together. */
export const employeeUpdateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = answerWith(app);

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
    async (req) => {
      assertNotBlank(req.body, TEXT_FIELDS);
      const { email_change_reason: reason, ...patch } = req.body;
      if (reason !== undefined && req.user.role !== 'admin') throw forbidden(ONLY_ADMINS_FORCE);
      const forceReason = reason?.trim();
      const askedBy = `${req.user.first_name} ${req.user.last_name}`.trim() || req.user.email;
      const written = await req.tenant.employees.update(
        patch,
        app.now(),
        {
          authorize: (target) => refusalToChange(req.user, target),
          admin: req.user.role === 'admin',
          callerId: req.user.id,
          forceReason,
          emailChange: emailChangeRequest(app, forceReason ? { kind: 'forced', reason: forceReason } : { kind: 'requested' }),
          consent: emailConsentRequest(app, askedBy),
          actor: actorOf(req),
        },
        actorOf(req),
      );
      if (!written) throw notFound();
      return answer(written);
    },
  );
};
