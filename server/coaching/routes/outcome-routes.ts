import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Scaffold of issue 41: filled by the work that owns it. */
export const outcomeRoutes: FastifyPluginAsyncTypebox = async () => {};
