import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ChangePasswordAnswer } from '../../../schemas/answers';
import { ChangePassword, EmailOnly, PasswordReset, PasswordSetAnswer } from '../../../schemas/auth';
import { Detail, TokenParam } from '../../../schemas/errors';
import { fieldError, nonFieldError } from '../../http-errors';
import { passwordChangedMail, passwordResetMail } from '../../mail/messages';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from '../../security/one-time-tokens';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { errorResponses } from '../../http/responses';
import { originOf } from './client-of';
import { forgetGuesses, passwordGuessRules } from './guess-rules';
import { mailRules } from './mail-rules';

const RESET_SENT = 'If an account uses this address, a link to choose a new password is on its way.';
const PASSWORD_SET = 'Your new password is set. You can sign in with it now.';
const FIRST_PASSWORD_SET = 'Your password is set. Welcome!';
const BAD_RESET_LINK = 'This password reset link is invalid or has expired. Ask for a new one.';
export const WRONG_OLD_PASSWORD = 'Your current password is not correct.';

/** Changing one's own password, signed in. */
export const changePasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/change-password/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session ends, the answer carries a new token',
        body: ChangePassword,
        response: { 200: ChangePasswordAnswer, ...errorResponses(400, 401, 429) },
      },
    },
    async (req) => {
      const account = (await app.accounts.byId(req.user.id))!;
      // A stolen session must not become a way to guess the password either: the sign-in's limits apply.
      const attempt = await app.limiter.attempt(await passwordGuessRules(app, account.email, req.ip));
      if (!(await verifyPassword(account.passwordHash, req.body.old_password))) throw fieldError('old_password', WRONG_OLD_PASSWORD);
      await attempt.giveBack();
      const now = app.now();
      const { version, sessionId, mail } = await app.accounts.changePassword(
        account.id,
        await hashPassword(req.body.new_password),
        now,
        passwordChangedMail(account.email, account.firstName, app.config.appUrl),
        originOf(req, now),
      );
      app.mailer.deliverStored([mail]);
      const token = await app.jwt.sign({ userId: account.id, version, sessionId });
      return { status: 'success' as const, message: 'Your password has been changed.', token };
    },
  );
};

/** Choosing a new password through a mailed link, for whoever forgot theirs. */
export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/request-password-reset/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a link to choose a new password (lives 60 minutes)',
        description: 'Always answers the same 200, whether or not the address has an account.',
        body: EmailOnly,
        response: { 200: Detail, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      await app.limiter.consume(mailRules(app, req.body.email, req.ip));
      const account = await app.accounts.byEmail(req.body.email);
      if (account) {
        const token = newToken();
        const now = app.now();
        app.mailer.deliverStored([
          await app.accounts.issueToken(
            {
              userId: account.id,
              purpose: 'reset',
              tokenHash: hashToken(token),
              expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.reset),
            },
            now,
            passwordResetMail(account.email, account.firstName, app.config.appUrl, token),
          ),
        ]);
      }
      return { detail: RESET_SENT };
    },
  );

  const reset = {
    config: { badParam: { non_field_errors: [BAD_RESET_LINK] } },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the mailed link; spends the link and ends every session',
      description: "A first password (a new employee's welcome link) is not reported by mail, and the answer carries a JWT that signs the person in.",
      params: TokenParam,
      body: PasswordReset,
      response: { 200: PasswordSetAnswer, ...errorResponses(400) },
    },
  };
  const handler = async (req: FastifyRequest<{ Params: { token: string }; Body: PasswordReset }>): Promise<PasswordSetAnswer> => {
    const passwordHash = await hashPassword(req.body.password);
    let email = '';
    const now = app.now();
    const done = await app.accounts.resetPassword(
      hashToken(req.params.token),
      passwordHash,
      now,
      (account) => {
        email = account.email;
        return passwordChangedMail(account.email, account.firstName, app.config.appUrl);
      },
      originOf(req, now),
    );
    if (!done) throw nonFieldError(BAD_RESET_LINK);
    if (done.mail) app.mailer.deliverStored([done.mail]);
    // The password is set whatever happens here: a counter left as it was only slows the owner a little.
    await forgetGuesses(app, email).catch((err: unknown) => app.log.warn({ err }, 'could not clear the sign-in count after a reset'));
    if (!done.sessionId) return { detail: PASSWORD_SET };
    return {
      detail: FIRST_PASSWORD_SET,
      token: await app.jwt.sign({ userId: done.account.id, version: done.account.tokenVersion, sessionId: done.sessionId }),
    };
  };
  app.patch('/api/password-reset/:token/', reset, handler);
  app.patch('/api/password-reset/:token', { ...reset, schema: { ...reset.schema, hide: true } }, handler);
};
