import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfirmationAnswer, EmailOnly } from '../../../schemas/auth';
import { Detail, TokenParam } from '../../../schemas/errors';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { BAD_CONFIRMATION_LINK, confirmEmail } from '../actions/confirm-email';
import { resendConfirmationLink } from '../actions/resend-confirmation-link';
import { emailChangeRoutes } from './email-change';
import { emailConsentRoutes } from './email-change-consent';

export const emailConfirmationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The link that confirms a new sign-in address lives beside this one.
  await app.register(emailChangeRoutes);
  await app.register(emailConsentRoutes);

  app.post(
    '/api/verification-link/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new confirmation link to an unconfirmed account',
        description: 'Always answers the same 200, whether or not such an account exists.',
        body: EmailOnly,
        response: { 200: Detail, ...errorResponses(400, 429) },
      },
    },
    async (req) => sendOutcome(await resendConfirmationLink(app, req.body.email, req.ip)),
  );

  const confirm = {
    config: { badParam: { non_field_errors: [BAD_CONFIRMATION_LINK] } },
    schema: {
      tags: ['auth'],
      summary: 'Confirm an email address with the mailed link (no body)',
      description:
        'A link opened again once its address is confirmed answers 200 with `already_confirmed`; an unknown or expired link of an unconfirmed account, 400.',
      params: TokenParam,
      response: { 200: ConfirmationAnswer, ...errorResponses(400) },
    },
  };
  const handler = async (req: { params: { token: string } }): Promise<ConfirmationAnswer> => sendOutcome(await confirmEmail(app, req.params.token));
  app.patch('/api/confirmation-link/:token/', confirm, handler);
  // The SPA appends the link's last part as it is, with or without a slash.
  app.patch('/api/confirmation-link/:token', { ...confirm, schema: { ...confirm.schema, hide: true } }, handler);
};
