import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../../schemas/user';
import { forbidden, unauthorized } from '../http-errors';
import { createJwtService, type JwtService } from '../security/jwt';

export type Principal = AuthUser & { companyId: number | null; tokenVersion: number };

declare module 'fastify' {
  interface FastifyInstance {
    jwt: JwtService;
    /** onRequest hook: 401 unless a valid token names a current user; sets req.user and req.tenant. */
    authenticate(req: FastifyRequest): Promise<void>;
    /** onRequest hook after authenticate: 403 unless the caller is a platform superuser. */
    requireSuperuser(req: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: Principal;
  }
}

// "JWT <token>" as the contract says; "Bearer <token>" as every other tool sends.
const SCHEME = /^(?:JWT|Bearer)\s+([A-Za-z0-9_.-]+)\s*$/i;

export interface AuthOptions {
  secretKey: Uint8Array;
  clock: () => Date;
}

export const authPlugin = fp(async (app: FastifyInstance, { secretKey, clock }: AuthOptions) => {
  app.decorate('jwt', createJwtService(secretKey, clock));
  app.decorateRequest('user', null as unknown as Principal);

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const match = SCHEME.exec(req.headers.authorization ?? '');
    if (!match) throw unauthorized();
    const claims = await app.jwt.verify(match[1]!);
    // Read per request: a deleted user, a changed password or changed permissions apply at once.
    const principal = claims && (await app.accounts.principal(claims.userId));
    if (!claims || !principal || principal.tokenVersion !== claims.version) {
      throw unauthorized('Your session has expired or is no longer valid. Sign in again.');
    }
    req.user = principal;
    req.tenant = app.tenantFor(principal.companyId);
  });

  app.decorate('requireSuperuser', async (req: FastifyRequest) => {
    if (req.user?.role !== 'superuser') throw forbidden();
  });
}, { name: 'auth', dependencies: ['db', 'tenancy'] });
