import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../../schemas/user';
import { forbidden, unauthorized } from '../http-errors';
import { createJwtService, type JwtClaims, type JwtService } from '../security/jwt';
import { principalCache } from '../security/principal-cache';

export type Principal = AuthUser & { companyId: number | null; tokenVersion: number };

declare module 'fastify' {
  interface FastifyInstance {
    jwt: JwtService;
    /** onRequest hook: 401 unless a valid token names a current user; sets req.user and req.tenant. */
    authenticate(req: FastifyRequest): Promise<void>;
    /**
     * The same, but req.user may be this process's cached principal, unconfirmed
     * (req.principalStamp set): only for routes whose own statement checks the stamp and
     * call confirmPrincipal when it differs (server/routes/principal-in-query.ts).
     */
    authenticateCached(req: FastifyRequest): Promise<void>;
    /** Reads an unconfirmed req.user afresh: 401 if the account may no longer sign in. */
    confirmPrincipal(req: FastifyRequest): Promise<void>;
    /** onRequest hook after authenticate: 403 unless the caller is a platform superuser. */
    requireSuperuser(req: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: Principal;
    /** The stamp req.user was cached with while it is unconfirmed; null once read in this request. */
    principalStamp: string | null;
  }
}

// "JWT <token>" as the contract says; "Bearer <token>" as every other tool sends.
const SCHEME = /^(?:JWT|Bearer)\s+([A-Za-z0-9_.-]+)\s*$/i;

const expired = () => unauthorized('Your session has expired or is no longer valid. Sign in again.');

export interface AuthOptions {
  secretKey: Uint8Array;
  clock: () => Date;
}

export const authPlugin = fp(async (app: FastifyInstance, { secretKey, clock }: AuthOptions) => {
  app.decorate('jwt', createJwtService(secretKey, clock));
  app.decorateRequest('user', null as unknown as Principal);
  app.decorateRequest('principalStamp', null);
  const principals = principalCache();

  const claimsOf = async (req: FastifyRequest): Promise<JwtClaims> => {
    const match = SCHEME.exec(req.headers.authorization ?? '');
    if (!match) throw unauthorized();
    const claims = await app.jwt.verify(match[1]!);
    if (!claims) throw expired();
    return claims;
  };

  const signIn = (req: FastifyRequest, principal: Principal, stamp: string | null) => {
    req.user = principal;
    req.principalStamp = stamp;
    req.tenant = app.tenantFor(principal.companyId);
  };

  // Read from the database: a deleted user, a changed password or changed permissions apply at once.
  const readPrincipal = async (req: FastifyRequest, { userId, version }: JwtClaims) => {
    const found = await app.accounts.principal(userId);
    if (!found || found.principal.tokenVersion !== version) {
      principals.delete(userId);
      throw expired();
    }
    principals.set(userId, found);
    signIn(req, found.principal, null);
  };

  app.decorate('authenticate', async (req: FastifyRequest) => readPrincipal(req, await claimsOf(req)));

  app.decorate('authenticateCached', async (req: FastifyRequest) => {
    const claims = await claimsOf(req);
    const cached = principals.get(claims.userId);
    // An older token of the same user never passes on a newer principal, nor the reverse.
    if (cached && cached.principal.tokenVersion === claims.version) signIn(req, cached.principal, cached.stamp);
    else await readPrincipal(req, claims);
  });

  app.decorate('confirmPrincipal', async (req: FastifyRequest) => {
    if (req.principalStamp === null) return;
    principals.delete(req.user.id);
    await readPrincipal(req, { userId: req.user.id, version: req.user.tokenVersion });
  });

  app.decorate('requireSuperuser', async (req: FastifyRequest) => {
    if (req.user?.role !== 'superuser') throw forbidden();
  });
}, { name: 'auth', dependencies: ['db', 'tenancy'] });
