import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SsoCallback, SsoRedirect, SsoRefusal, SsoStart } from '../../../schemas/sso';
import { TokenAnswer } from '../../../schemas/auth';
import { clientOf } from '../../account/routes/client-of';
import { errorResponses } from '../../http/responses';
import { finishSsoSignIn } from '../actions/finish-sso-sign-in';
import { startSsoSignIn } from '../actions/start-sso-sign-in';
import { ssoRefusal } from './sso-refusal';
import { clearStateCookie, setStateCookie, stateCookieOf } from './sso-cookie';

const tags = ['auth'];

/** Signing in through the company's OpenID Connect provider (docs/sso.md): two steps, no sign-in needed. */
export const ssoSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secure = app.config.appUrl.startsWith('https:');
  // Refusals count as failed sign-ins from the address, so that trying addresses to learn companies is as slow as guessing passwords.
  const attemptFrom = (ip: string) => app.limiter.attempt([{ key: `sso:ip:${ip}`, limit: app.config.limits.loginPerIp }]);

  app.post(
    '/auth/sso/start/',
    {
      schema: {
        tags,
        summary: 'Single sign-on, first step: the address of the person signing in; answers where to send their browser',
        description:
          'Finds the company by the account the address names, else by the domains in its single sign-on settings, and answers its ' +
          'provider’s authorization URL (with state, nonce and a PKCE challenge kept on the server). Sets a cookie binding the sign-in to this browser. ' +
          '403 with a `code` when the address leads to no company using single sign-on.',
        body: SsoStart,
        response: { 200: SsoRedirect, 403: SsoRefusal, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      const attempt = await attemptFrom(req.ip);
      const started = await startSsoSignIn(app, req.body.email.trim().toLowerCase());
      if (!started.ok) throw ssoRefusal(started.code);
      await attempt.giveBack();
      setStateCookie(reply, started.state, secure);
      return { redirect_url: started.redirectUrl };
    },
  );

  app.post(
    '/auth/sso/callback/',
    {
      schema: {
        tags,
        summary: 'Single sign-on, second step: the query string the provider sent the browser back with; answers the JWT',
        description:
          'The state must be this browser’s (its cookie) and unused; the code is traded with the PKCE verifier and the ID token checked ' +
          '(signature, issuer, audience, expiry, nonce). The address must be verified by the provider and belong to the company, or be ' +
          'created when the company creates people on first sign-in. Answers the JWT as POST /auth/token/ does; 403 with a `code` otherwise.',
        body: SsoCallback,
        response: { 200: TokenAnswer, 403: SsoRefusal, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      const attempt = await attemptFrom(req.ip);
      clearStateCookie(reply, secure);
      const finished = await finishSsoSignIn(app, req.body.search, stateCookieOf(req), req.ip);
      if (!finished.ok) throw ssoRefusal(finished.code);
      await attempt.giveBack();
      return { token: await app.issueToken({ userId: finished.userId, version: finished.tokenVersion }, clientOf(req), { login: true }) };
    },
  );
};
