import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/** A person the provider knows: signing in as `email` (its own login page takes any password) gives these claims. */
export interface ProviderPerson {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  employee_id?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  people: Map<string, ProviderPerson>;
  /** The next token answer's ID token, rewritten and signed again with the provider's own key (a wrong audience, an old expiry). */
  rewriteNextIdToken(change: (claims: JWTPayload) => JWTPayload): void;
  close(): Promise<void>;
}

const KID = 'test-provider-key';

/**
 * A real OpenID Connect provider (oidc-provider, its own login page) on a free port of this machine, with one client
 * whose redirect URI is the app's callback page. Consent is taken as given, as a company's provider does for its own app.
 */
export async function startTestProvider(redirectUri: string, port = 0): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const people = new Map<string, ProviderPerson>();
  const clientId = 'competency-360';
  const clientSecret = 'a-client-secret-of-the-test-provider';
  let rewrite: ((claims: JWTPayload) => JWTPayload) | null = null;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' }],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'employee_id'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['the test provider’s cookie key'] },
    ttl: { Interaction: 600, Grant: 3600, Session: 3600, AccessToken: 600, IdToken: 3600, AuthorizationCode: 60 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email_verified: true, ...person }) };
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'given_name', 'family_name', 'employee_id']);
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (rewrite && req.method === 'POST' && req.url?.startsWith('/token')) interceptIdToken(res, rewrite, privateKey).catch(() => undefined);
    if (req.url?.startsWith('/token')) rewrite = null;
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    rewriteNextIdToken(change) {
      rewrite = change;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Holds the token answer back, re-signs its ID token with the change, then sends it. */
async function interceptIdToken(res: ServerResponse, change: (claims: JWTPayload) => JWTPayload, key: CryptoKey): Promise<void> {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    void (async () => {
      const body = JSON.parse(String(chunk)) as { id_token?: string };
      if (body.id_token) {
        const claims = change(decodeJwt(body.id_token));
        body.id_token = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID }).sign(key);
      }
      const text = JSON.stringify(body);
      res.setHeader('content-length', Buffer.byteLength(text));
      end(text);
    })();
    return res;
  }) as typeof res.end;
}
