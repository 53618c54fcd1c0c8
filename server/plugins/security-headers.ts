import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../api-paths';
import { BUILD_ASSETS } from './spa';

/** No inline script anywhere, so a strict script policy holds; Radix sets style attributes, so inline style is allowed. */
const contentSecurityPolicy = {
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

const helmetOptions = {
  global: true,
  // useDefaults off: helmet's default adds upgrade-insecure-requests, which breaks plain HTTP on :8000.
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  xFrameOptions: { action: 'deny' as const },
};

/**
 * The headers helmet sets, asked of it once. @fastify/helmet builds helmet's middleware
 * again for every request (parsing the policy each time): a twentieth of a small API
 * answer's CPU under load, for headers that never change.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => '');
  const { headers } = await probe.inject('/');
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !own.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The headers that still mean something on a script or stylesheet of the build: no sniffing
 * it as another type, no loading it from another site. The policy, framing, HSTS, opener and
 * referrer headers act on the page that loads them (and the page has them); on each of the
 * ~30 files of a first load they were a kilobyte of headers apiece, a seventh of its bytes.
 */
function buildAssetHeaders(headers: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy'];
  const found = Object.fromEntries(kept.map((name) => [name, headers[name]]));
  if (kept.some((name) => !found[name])) throw new Error(`helmet no longer sets ${kept.join(' and ')}`);
  return found as Record<string, string>;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = await helmetHeaders();
    // API answers are personal: never kept by a browser or a proxy.
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    const assetHeaders = buildAssetHeaders(headers);
    // One synchronous hook for every request: the path says at once what it is.
    app.addHook('onRequest', (req, reply, done) => {
      void reply.headers(isApiPath(req.url) ? apiHeaders : req.url.startsWith(BUILD_ASSETS) ? assetHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
