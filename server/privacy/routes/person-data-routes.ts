import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ErasureReceipt, PersonParam } from '../../../schemas/person-data';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { erasePerson } from '../actions/erasure';
import { exportPersonData, type PersonDataZip } from '../actions/person-data-export';

const tags = ['privacy'];
const zipResponse = { description: 'A ZIP of JSON files and README.txt', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } };
const CONTENTS =
  'One JSON file per kind (profile, assignments, answers given, released reports as the person reads them, development plans, ' +
  'coaching, audit-log entries) and README.txt saying what each holds; never another rater’s identity. Streamed. Audit-logged.';

const sendZip = (reply: FastifyReply, zip: PersonDataZip) =>
  reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${zip.filename}"`).send(zip.stream);

/** HR (the workforce area, admins) exports an employee's data, for a request that employee made. */
export const employeeDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/privacy/employees/:employee/data/',
    {
      schema: {
        tags,
        summary: 'Everything held about an employee of your company, as a ZIP (workforce area)',
        description: `${CONTENTS} Another company's employee, or none, answers 404.`,
        params: PersonParam,
        response: { 200: zipResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) =>
      sendZip(reply, sendOutcome(await exportPersonData(app, req.user.companyId!, { by: 'hr', employeeId: req.params.employee }, actorOf(req)))),
  );
};

/** Anyone of a company downloads their own. */
export const myDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/privacy/my-data/',
    {
      schema: {
        tags,
        summary: 'Everything held about you, as a ZIP (anyone of a company)',
        description: CONTENTS,
        response: { 200: zipResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) => sendZip(reply, sendOutcome(await exportPersonData(app, req.user.companyId!, { by: 'self', userId: req.user.id }, actorOf(req)))),
  );
};

/** An admin erases an employee. */
export const erasureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/privacy/employees/:employee/erase/',
    {
      schema: {
        tags,
        summary: 'Erase an employee’s personal data (admins only)',
        description:
          'In one transaction: the account and employee record go (they can no longer sign in; their sessions end), with everything ' +
          'about them (answers about them, their reports, plans and coaching); what they answered about others stays as an anonymous ' +
          'rater’s, so others’ reports keep their figures; audit entries and mails that name them are blanked or dropped. Recorded in the ' +
          'audit log under an opaque reference, never the name. 409 for yourself or the company’s only admin; 404 for another company’s.',
        params: PersonParam,
        response: { 200: ErasureReceipt, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => sendOutcome(await erasePerson(app, req.user.companyId!, req.params.employee, actorOf(req))),
  );
};
