import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// SCAFFOLD: replaced by the helper that owns this file.
export const developmentActionRoutes: FastifyPluginAsyncTypebox = async () => {};
