import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PartyMount } from './party-mount';

/** Scaffold of issue 41: filled by the work that owns it. */
export const sessionRoutes =
  (_mount: PartyMount): FastifyPluginAsyncTypebox =>
  async () => {};
