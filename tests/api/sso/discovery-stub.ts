import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

let issuer: Promise<string> | null = null;

/**
 * A provider's discovery document and nothing else, on this machine: enough for PUT /api/sso/ to save in the suites
 * that send every endpoint a valid request (no one signs in through it). Started once, on first use.
 */
export function discoveryStub(): Promise<string> {
  issuer ??= new Promise((resolve) => {
    const server = createServer((req, res) => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer: base,
          authorization_endpoint: `${base}/auth`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    });
    server.unref();
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
  return issuer;
}
