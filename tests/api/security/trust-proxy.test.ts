import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverOptions } from '../../../server/app';
import { loadConfig } from '../../../server/config';

/** The address the server's rate limits would key on, for a request from `remoteAddress` carrying `forwarded`. */
async function clientAddress(trustProxy: string | undefined, remoteAddress: string, forwarded?: string): Promise<string> {
  const app = Fastify(serverOptions(loadConfig({ DATA_DIR: '/tmp/c360-trust-proxy', TRUST_PROXY: trustProxy }), false));
  app.get('/ip', async (req) => req.ip);
  try {
    const res = await app.inject({ url: '/ip', remoteAddress, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
    return res.body;
  } finally {
    await app.close();
  }
}

// Per-address sign-in limits behind a load balancer depend on it: README deploys with TRUST_PROXY=1.
describe('TRUST_PROXY', () => {
  it('as a hop count takes the client from that many hops of X-Forwarded-For', async () => {
    expect(await clientAddress('1', '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('1', '10.0.0.5', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('2', '10.0.0.5', '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
  });

  it('as addresses trusts only those peers', async () => {
    expect(await clientAddress('loopback', '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('loopback', '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
  });

  it('unset, ignores the header', async () => {
    expect(await clientAddress(undefined, '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
  });
});
