import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TokenAnswer } from '../../../schemas/auth';
import { TwoFactorSignIn } from '../../../schemas/two-factor';
import { twoFactorRepository } from '../queries/two-factor';
import { nonFieldError } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { originOf } from './client-of';
import { rememberSignIn } from './guess-rules';
import { codeSpent, guardedSecondFactor } from './second-factor';

const CHALLENGE_EXPIRED = 'This sign-in has expired. Enter your email and password again.';

/** The second step of signing in with two-factor sign-in on: the password step's challenge and a code. */
export const twoFactorSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = twoFactorRepository(app.db, app.twoFactorSecrets);

  app.post(
    '/auth/two-factor/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in, second step: the challenge POST /auth/token/ answered and a code from the app (or a recovery code)',
        description:
          'Answers the JWT as POST /auth/token/ does without two-factor sign-in. A code is good once; a recovery code too. ' +
          'Wrong codes count towards the same limits as wrong passwords (429). The challenge lives 5 minutes.',
        body: TwoFactorSignIn,
        response: { 200: TokenAnswer, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      const claims = await app.twoFactorChallenges.verify(req.body.challenge);
      const account = claims && (await repo.account(claims.userId));
      const login = claims && (await app.accounts.byId(claims.userId));
      // A changed password (token version), or two-factor sign-in turned off meanwhile: start again.
      if (!account || !login || !account.enabled || login.tokenVersion !== claims.version || !login.emailVerifiedAt) throw nonFieldError(CHALLENGE_EXPIRED);
      const proof = await guardedSecondFactor(app, account, req.body.code, req.ip);
      await rememberSignIn(app, account.email, req.ip);
      // The code is spent with the session it opens: neither stands without the other.
      const now = app.now();
      const sessionId = await repo.signIn(account.id, proof, originOf(req, now), now);
      if (!sessionId) throw codeSpent();
      return { token: await app.jwt.sign({ userId: account.id, version: login.tokenVersion, sessionId }) };
    },
  );
};
