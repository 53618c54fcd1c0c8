import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http-errors';
import { createJwtService, sessionExpiry, type JwtClaims, type JwtService } from '../security/jwt';
import { createChallengeService, type ChallengeService } from '../security/two-factor-challenge';
import { createSecretBox, type SecretBox } from '../security/secret-box';
import type { Principal } from '../security/principal';
import { principalCache } from '../security/principal-cache';
import { sessionSightings } from '../security/session-sightings';

/** The company requires two-factor sign-in of this person and they have not set it up: only enrolling is open to them. */
export const mustEnrolInTwoFactor = (p: Principal): boolean => p.twoFactor.required && !p.twoFactor.enabled;

const ENROL_FIRST = 'Your company requires two-factor sign-in: set it up on your account page first.';

declare module 'fastify' {
  interface FastifyInstance {
    jwt: JwtService;
    /** The signed proof that the password step of a two-factor sign-in passed. */
    twoFactorChallenges: ChallengeService;
    /** Seals two-factor secrets at rest (security/secret-box.ts). */
    twoFactorSecrets: SecretBox;
    /** Seals companies' single sign-on client secrets at rest (docs/sso.md). */
    ssoSecrets: SecretBox;
    /** Opens a session for the account (from the request's browser and address) and answers its JWT. */
    issueToken(account: { userId: number; version: number }, from: { userAgent: string; ip: string }, options?: { login?: boolean }): Promise<string>;
    /** onRequest hook: 401 unless a valid token names a current user; sets req.user and req.tenant. */
    authenticate(req: FastifyRequest): Promise<void>;
    /**
     * The same, but req.user may be this process's cached principal, unconfirmed
     * (req.principalStamp set): only for routes whose own statement checks the stamp and
     * call confirmPrincipal when it differs (server/http/principal-in-query.ts).
     */
    authenticateCached(req: FastifyRequest): Promise<void>;
    /** Reads an unconfirmed req.user afresh: 401 if the account may no longer sign in. */
    confirmPrincipal(req: FastifyRequest): Promise<void>;
    /** onRequest hook after authenticate: 403 unless the caller is a platform superuser. */
    requireSuperuser(req: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Open to a signed-in person who must still set up two-factor sign-in (their account, signing out, enrolling). */
    beforeTwoFactor?: boolean;
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

interface AuthOptions {
  secretKey: Uint8Array;
  clock: () => Date;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { secretKey, clock }: AuthOptions) => {
    app.decorate('jwt', createJwtService(secretKey, clock));
    app.decorate('twoFactorChallenges', createChallengeService(secretKey, clock));
    app.decorate('twoFactorSecrets', createSecretBox(secretKey, 'two-factor secret'));
    app.decorate('ssoSecrets', createSecretBox(secretKey, 'sso client secret'));
    app.decorate(
      'issueToken',
      async ({ userId, version }: { userId: number; version: number }, from: { userAgent: string; ip: string }, options: { login?: boolean } = {}) => {
        const now = clock();
        const sessionId = await app.sessions.open({ userId, ...from, expiresAt: sessionExpiry(now) }, now, options);
        return app.jwt.sign({ userId, version, sessionId });
      },
    );
    // Null until the hook below sets it: Fastify types a null placeholder as the overload that names its dependencies.
    app.decorateRequest('user', null, []);
    app.decorateRequest('principalStamp', null);
    // By session, not by user: one session of a user signed out must not pass on another's principal.
    const principals = principalCache();
    const sightings = sessionSightings(app, clock);

    const claimsOf = async (req: FastifyRequest): Promise<JwtClaims> => {
      const match = SCHEME.exec(req.headers.authorization ?? '');
      if (!match) throw unauthorized();
      const claims = await app.jwt.verify(match[1]!);
      if (!claims) throw expired();
      return claims;
    };

    const signIn = (req: FastifyRequest, principal: Principal, stamp: string | null) => {
      // The company's rule is the server's to keep: until they enrol, nothing but enrolling is open.
      if (mustEnrolInTwoFactor(principal) && !req.routeOptions.config.beforeTwoFactor) throw forbidden(ENROL_FIRST);
      req.user = principal;
      req.principalStamp = stamp;
      req.tenant = app.tenantFor(principal.companyId);
    };

    // Read from the database: a deleted user, a changed password or changed permissions apply at once.
    // A revoked or expired session reads as no principal at all.
    const readPrincipal = async (req: FastifyRequest, { userId, version, sessionId }: JwtClaims) => {
      const found = await app.accounts.principal(userId, sessionId, clock());
      if (!found || found.principal.tokenVersion !== version) {
        principals.delete(sessionId);
        throw expired();
      }
      const principal = { ...found.principal, sessionId };
      principals.set(sessionId, { principal, stamp: found.stamp });
      signIn(req, principal, null);
    };

    app.decorate('authenticate', async (req: FastifyRequest) => {
      const claims = await claimsOf(req);
      await readPrincipal(req, claims);
      await sightings.seen(claims.sessionId, req.ip);
    });

    app.decorate('authenticateCached', async (req: FastifyRequest) => {
      const claims = await claimsOf(req);
      const cached = principals.get(claims.sessionId);
      // An older token of the same user never passes on a newer principal, nor the reverse.
      // A cached principal that would be refused for want of two-factor sign-in is read afresh: they may have enrolled since.
      if (cached && cached.principal.id === claims.userId && cached.principal.tokenVersion === claims.version && !mustEnrolInTwoFactor(cached.principal)) {
        signIn(req, cached.principal, cached.stamp);
      } else await readPrincipal(req, claims);
      await sightings.seen(claims.sessionId, req.ip);
    });

    app.decorate('confirmPrincipal', async (req: FastifyRequest) => {
      if (req.principalStamp === null) return;
      const { id: userId, tokenVersion: version, sessionId } = req.user;
      principals.delete(sessionId);
      await readPrincipal(req, { userId, version, sessionId });
    });

    app.decorate('requireSuperuser', async (req: FastifyRequest) => {
      if (req.user?.role !== 'superuser') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db', 'tenancy'] },
);
