import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods a path has routes for (empty for an unknown path), as an `Allow` header lists them. */
    allowedMethods(url: string): string[];
  }
}

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A second router holding every route's path and method, so that a request with a method its
 * path does not have can answer 405 with `Allow` (RFC 9110) instead of 404. Fastify's own router
 * cannot be asked for a concrete URL under another method. Registered before the routes it records.
 */
export const allowedMethodsPlugin = fp(
  async (app: FastifyInstance) => {
    const router = FindMyWay({ ignoreTrailingSlash: false, ignoreDuplicateSlashes: false });
    app.addHook('onRoute', (route) => {
      // The SPA's catch-all answers any GET: it is no API path, and a 405 must never point at it.
      if (route.url.includes('*')) return;
      for (const method of [route.method].flat()) {
        if (!router.hasRoute(method as HTTPMethod, route.url)) router.on(method as HTTPMethod, route.url, () => undefined);
      }
    });
    app.decorate('allowedMethods', (url: string) => {
      const path = url.split('?')[0]!;
      return METHODS.filter((method) => router.find(method, path) !== null);
    });
  },
  { name: 'allowed-methods' },
);
