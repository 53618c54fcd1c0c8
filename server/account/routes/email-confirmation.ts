import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfirmationAnswer, EmailOnly } from '../../../schemas/auth';
import { Detail, TokenParam } from '../../../schemas/errors';
import { nonFieldError } from '../../http-errors';
import { confirmationMail } from '../../mail/messages';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from '../../security/one-time-tokens';
import { errorResponses } from '../../http/responses';
import { emailChangeRoutes } from './email-change';
import { emailConsentRoutes } from './email-change-consent';
import { mailRules } from './mail-rules';

const LINK_SENT = 'If an unconfirmed account uses this address, a new link is on its way.';
const CONFIRMED = 'Your email address is confirmed. You can sign in now.';
const ALREADY_CONFIRMED = 'Your address is already confirmed. Sign in.';
const BAD_CONFIRMATION_LINK = 'This confirmation link is invalid or has expired. Ask for a new one.';

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
    async (req) => {
      await app.limiter.consume(mailRules(app, req.body.email, req.ip));
      const account = await app.accounts.byEmail(req.body.email);
      if (account && !account.emailVerifiedAt) {
        const token = newToken();
        const now = app.now();
        app.mailer.deliverStored([
          await app.accounts.issueToken(
            {
              userId: account.id,
              purpose: 'confirm',
              tokenHash: hashToken(token),
              expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.confirm),
            },
            now,
            confirmationMail(account.email, account.firstName, app.config.appUrl, token),
          ),
        ]);
      }
      return { detail: LINK_SENT };
    },
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
  const handler = async (req: { params: { token: string } }): Promise<ConfirmationAnswer> => {
    const outcome = await app.accounts.confirmEmail(hashToken(req.params.token), app.now());
    if (!outcome) throw nonFieldError(BAD_CONFIRMATION_LINK);
    return outcome === 'already' ? { detail: ALREADY_CONFIRMED, already_confirmed: true } : { detail: CONFIRMED, already_confirmed: false };
  };
  app.patch('/api/confirmation-link/:token/', confirm, handler);
  // The SPA appends the link's last part as it is, with or without a slash.
  app.patch('/api/confirmation-link/:token', { ...confirm, schema: { ...confirm.schema, hide: true } }, handler);
};
