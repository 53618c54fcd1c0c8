import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Login, TokenAnswer } from '../../../schemas/auth';
import { TwoFactorChallenge } from '../../../schemas/two-factor';
import { nonFieldError } from '../../http-errors';
import { verifyPassword } from '../../security/passwords';
import { errorResponses } from '../../http/responses';
import { SsoRefusal } from '../../../schemas/sso';
import { ssoRefusesPassword } from '../../sso/actions/password-rule';
import { ssoRefusal } from '../../sso/routes/sso-refusal';
import { clientOf } from './client-of';
import { passwordGuessRules, rememberSignIn } from './guess-rules';

// One answer for an unknown address and a wrong password: no account enumeration.
const BAD_CREDENTIALS = 'Unable to sign in with the email and password provided.';
// Shown only after the right password, so it reveals nothing to a stranger.
const NOT_CONFIRMED = 'Confirm your email address first: open the link we emailed you, or ask for a new one.';

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in: trade email and password for a JWT (12 h)',
        description:
          'With two-factor sign-in on, the answer carries no token but a challenge: send it with a code to POST /auth/two-factor/. ' +
          'A company that signs in with single sign-on only refuses its people’s passwords (403, code `sso_only`), its break-glass admin’s excepted.',
        body: Login,
        response: { 200: Type.Union([TokenAnswer, TwoFactorChallenge]), 403: SsoRefusal, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      const email = req.body.email.trim().toLowerCase();
      // Counted before the password is checked, so that guesses sent at once to several
      // processes cannot all be judged: only `max` of them ever reach verifyPassword.
      const attempt = await app.limiter.attempt(await passwordGuessRules(app, email, req.ip));
      const account = await app.accounts.byEmail(email);
      // Before the password is checked, by the address's domain alone: the answer tells nothing of an account.
      if (await ssoRefusesPassword(app.db, { email, userId: account?.id ?? null, passwordChecked: false })) throw ssoRefusal('sso_only');
      const passwordOk = await verifyPassword(account?.passwordHash, req.body.password);
      if (!account || !passwordOk) throw nonFieldError(BAD_CREDENTIALS);
      // Only failed sign-ins count towards the limits; an unconfirmed account's right password is not one.
      await attempt.giveBack();
      // After it, by the account's company: its people on another domain too.
      if (await ssoRefusesPassword(app.db, { email, userId: account.id, passwordChecked: true })) throw ssoRefusal('sso_only');
      if (!account.emailVerifiedAt) throw nonFieldError(NOT_CONFIRMED);
      // Half way: the address's slips are kept until the code is right too, so a guesser who has
      // the password cannot wipe the count of wrong codes by typing it again.
      if (account.totpEnabledAt) {
        return { two_factor_required: true as const, challenge: await app.twoFactorChallenges.sign({ userId: account.id, version: account.tokenVersion }) };
      }
      // Forgets this address's slips, not the per-account count: the owner signing in must not hand guessers a fresh budget.
      await rememberSignIn(app, email, req.ip);
      // The session and the last login in one transaction.
      return { token: await app.issueToken({ userId: account.id, version: account.tokenVersion }, clientOf(req), { login: true }) };
    },
  );
};
