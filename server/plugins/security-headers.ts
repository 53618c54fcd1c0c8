import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../api-paths';

/** DESIGN §5: no inline script anywhere; Radix sets style attributes, so inline style is allowed. */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: true,
    // useDefaults off: helmet's default adds upgrade-insecure-requests, which breaks plain HTTP on :8000.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  // API answers are personal: never kept by a browser or a proxy.
  app.addHook('onSend', async (req, reply) => {
    if (isApiPath(req.url)) reply.header('Cache-Control', 'no-store');
  });
}, { name: 'security-headers' });
