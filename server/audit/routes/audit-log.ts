import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AuditLogPage, AuditLogQuery, AuditSettings } from '../../../schemas/audit-log';
import { auditCsv } from '../audit-csv';
import { auditEntries, auditPage, auditRetention } from '../queries';
import { actorOf } from '../record';
import { setAuditRetention } from '../retention';
import { forbidden, notFound } from '../../http-errors';
import { errorResponses, fileContentType, fileResponse } from '../../http/responses';

const tags = ['audit'];
const WHAT =
  'Entries of your company only, newest first: who (their account and name and address at the time), when, from which ' +
  'address, what (action and entity, and before → after: only the fields that changed). Filters combine: `from`/`to` days (UTC), ' +
  '`actor` (user id), `entity`, `action` (a dotted verb or its start), `survey`.';

/** The audit log is an admin's alone: holding every area is not enough. */
export async function mayReadAuditLog(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null || req.user.role !== 'admin') throw forbidden();
}

/** GET /api/audit-log/, its CSV, and how long the company keeps it. */
export const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const companyOf = (req: FastifyRequest) => req.user.companyId!;

  app.get(
    '/api/audit-log/',
    {
      schema: {
        tags,
        summary: "Your company's audit log, a page at a time (admins only)",
        description: `${WHAT} Pages are keyed on id: pass the answer's \`next\` as \`before\`.`,
        querystring: AuditLogQuery,
        response: { 200: AuditLogPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => auditPage(app.db, companyOf(req), req.query),
  );

  app.get(
    '/api/audit-log/export/',
    {
      schema: {
        tags,
        summary: 'The audit log as CSV, filtered as the list is (admins only)',
        description: `${WHAT} Every entry the filters keep (\`limit\` is ignored), streamed; before and after as JSON.`,
        querystring: AuditLogQuery,
        response: { 200: fileResponse('The entries, as CSV', ['csv']), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const { limit: _ignored, ...filters } = req.query;
      return reply
        .header('content-type', fileContentType('csv'))
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(auditCsv(auditEntries(app.db, companyOf(req), filters)));
    },
  );

  app.get(
    '/api/audit-log/settings/',
    {
      config: { etag: {} },
      schema: {
        tags,
        summary: 'How many days your company keeps its audit log (admins only)',
        response: { 200: AuditSettings, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const days = await auditRetention(app.db, companyOf(req));
      if (days === null) throw notFound();
      return { audit_retention_days: days };
    },
  );

  app.put(
    '/api/audit-log/settings/',
    {
      config: { ifMatch: { resource: () => '/api/audit-log/settings/', entity: 'settings', id: (req) => req.user.companyId ?? '' } },
      schema: {
        tags,
        summary: 'Change how many days your company keeps its audit log (admins only)',
        description: 'From 30 to 3650 days. Older entries are removed when a server starts and once a day; the change is itself logged.',
        body: AuditSettings,
        response: { 200: AuditSettings, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const days = await setAuditRetention(app.db, actorOf(req), companyOf(req), req.body.audit_retention_days);
      if (days === null) throw notFound();
      return { audit_retention_days: days };
    },
  );
};
