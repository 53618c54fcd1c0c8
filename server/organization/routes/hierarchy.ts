import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { HierarchyColumns, HierarchyNode } from '../../../schemas/organization';
import type { Encoding } from '../queries/tree-cache';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

// The database (or the per-process cache) writes the JSON; a string with a JSON content type
// goes out as it is, without a second serialisation here. The type provider expects objects;
// the text is those objects, already written.
const asWritten = <T>(json: string) => json as unknown as T;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Brotli, else gzip, else none, as Accept-Encoding allows (an encoding with q=0 is refused). */
function encodingFor(accept: string | undefined): Encoding | null {
  const allowed = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(/(?<!\s)\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name!.toLowerCase()),
  );
  if (allowed.has('br')) return 'br';
  return allowed.has('gzip') ? 'gzip' : null;
}

/**
 * A tree's body, compressed once per version of the tree and kept (tree-cache.ts): compressing
 * 6 to 30 MB on every read cost more than reading it. An answer with its encoding set is left
 * alone by the compression plugin.
 */
async function sendTree(req: FastifyRequest, reply: FastifyReply, body: (encoding: Encoding | null) => Promise<string | Buffer>) {
  const encoding = encodingFor(req.headers['accept-encoding']);
  const written = await body(encoding);
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(written);
}

/** GET /api/get-org-hirearchy-data/ (the contract's spelling), its compact form and one node. */
export const hierarchyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/get-org-hirearchy-data/',
    {
      schema: {
        tags: ['organization'],
        summary: "Your company's organisation tree as flat nodes (needs organization or workforce)",
        description: "Every employee once, by id; parent_id is the manager's id, null for a root.",
        response: { 200: Type.Array(HierarchyNode), ...errorResponses(401, 403) },
      },
    },
    async (req, reply) => sendTree(req, reply, (encoding) => req.tenant.hierarchy.nodesJson(encoding)),
  );

  app.get(
    '/api/get-org-hirearchy-data/columns/',
    {
      schema: {
        tags: ['organization'],
        summary: 'The same tree, compact: one array per field the tree draws (needs organization or workforce)',
        description:
          'Index i of every array is one employee. After a change the server reads only the nodes that changed, ' +
          'so this answers fast after a move; details (email, number) come from GET /api/get-org-hirearchy-data/{id}/.',
        response: { 200: HierarchyColumns, ...errorResponses(401, 403) },
      },
    },
    async (req, reply) => sendTree(req, reply, (encoding) => req.tenant.hierarchy.columnsJson(encoding)),
  );

  app.get(
    '/api/get-org-hirearchy-data/:id/',
    {
      schema: {
        tags: ['organization'],
        summary: 'One node of the tree with every field, by employee id (needs organization or workforce)',
        params: IdParam,
        response: { 200: HierarchyNode, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const node = await req.tenant.hierarchy.nodeJson(req.params.id);
      if (node === null) throw notFound();
      return reply.type(JSON_TYPE).send(asWritten<HierarchyNode>(node));
    },
  );
};
