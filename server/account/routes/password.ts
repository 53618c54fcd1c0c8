import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ChangePasswordAnswer } from '../../../schemas/answers';
import { ChangePassword, EmailOnly, PasswordReset, PasswordSetAnswer } from '../../../schemas/auth';
import { Detail, TokenParam } from '../../../schemas/errors';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { changePassword } from '../actions/change-password';
import { requestPasswordReset } from '../actions/request-password-reset';
import { BAD_RESET_LINK, resetPassword } from '../actions/reset-password';
import { clientOf } from './client-of';

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
    async (req) => sendOutcome(await changePassword(app, req.user.id, req.body, clientOf(req))),
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
    async (req) => sendOutcome(await requestPasswordReset(app, req.body.email, req.ip)),
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
  const handler = async (req: FastifyRequest<{ Params: { token: string }; Body: PasswordReset }>): Promise<PasswordSetAnswer> =>
    sendOutcome(await resetPassword(app, req.params.token, req.body.password, clientOf(req)));
  app.patch('/api/password-reset/:token/', reset, handler);
  app.patch('/api/password-reset/:token', { ...reset, schema: { ...reset.schema, hide: true } }, handler);
};
