import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { HierarchyNode } from '../../../schemas/organization';
import { errorResponses } from '../responses';

/** GET /api/get-org-hirearchy-data/ (the contract's spelling). */
export const hierarchyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/get-org-hirearchy-data/', {
    schema: {
      tags: ['organization'],
      summary: "Your company's organisation tree as flat nodes (needs organization or workforce)",
      description: 'Every employee once, by id; parent_id is the manager\'s id, null for a root.',
      response: { 200: Type.Array(HierarchyNode), ...errorResponses(401, 403) },
    },
  }, async (req, reply) => {
    // The database writes the JSON (100,000 nodes in well under a second); a string with a
    // JSON content type goes out as it is, without a second serialisation here. The type
    // provider expects the nodes as objects; the text is those nodes, already written.
    const body = await req.tenant.hierarchy.nodesJson();
    return reply.type('application/json; charset=utf-8').send(body as unknown as HierarchyNode[]);
  });
};
