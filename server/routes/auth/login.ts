import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Login, TokenAnswer } from '../../../schemas/auth';
import { nonFieldError } from '../../http-errors';
import { verifyPassword } from '../../security/passwords';
import { errorResponses } from '../responses';
import { passwordGuessRules, rememberSignIn } from './guess-rules';

// One answer for an unknown address and a wrong password: no account enumeration.
export const BAD_CREDENTIALS = 'Unable to sign in with the email and password provided.';
// Shown only after the right password, so it reveals nothing to a stranger.
export const NOT_CONFIRMED = 'Confirm your email address first: open the link we emailed you, or ask for a new one.';

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/token/', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in: trade email and password for a JWT (12 h)',
      body: Login,
      response: { 200: TokenAnswer, ...errorResponses(400, 429) },
    },
  }, async (req) => {
    const email = req.body.email.trim().toLowerCase();
    // Counted before the password is checked, so that guesses sent at once to several
    // processes cannot all be judged: only `max` of them ever reach verifyPassword.
    const attempt = await app.limiter.attempt(await passwordGuessRules(app, email, req.ip));
    const account = await app.accounts.byEmail(email);
    const passwordOk = await verifyPassword(account?.passwordHash, req.body.password);
    if (!account || !passwordOk) throw nonFieldError(BAD_CREDENTIALS);
    // Only failed sign-ins count towards the limits; an unconfirmed account's right password is not one.
    await attempt.giveBack();
    if (!account.emailVerifiedAt) throw nonFieldError(NOT_CONFIRMED);
    // Forgets this address's slips, not the per-account count: the owner signing in must not hand guessers a fresh budget.
    await rememberSignIn(app, email, req.ip);
    await app.accounts.recordLogin(account.id, app.now());
    return { token: await app.jwt.sign({ userId: account.id, version: account.tokenVersion }) };
  });
};
