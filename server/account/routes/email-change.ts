import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Detail, TokenParam } from '../../../schemas/errors';
import type { EmailChangeRequest } from '../actions/email-changes';
import { conflict, nonFieldError } from '../../http-errors';
import { emailChangeForcedMail } from '../../mail/email-consent-messages';
import { emailChangedMail, emailChangeLinkMail, emailChangeRequestedMail } from '../../mail/messages';
import { hashToken, newToken } from '../../security/one-time-tokens';
import { errorResponses } from '../../http/responses';

/** A new sign-in address's link lives as long as a confirmation link: both prove the address is the person's. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const BAD_EMAIL_CHANGE_LINK = 'This link is invalid or has expired, or a newer change or a new password replaced it. ' + 'The sign-in address was not changed.';
const EMAIL_TAKEN_MEANWHILE = 'Another account now uses this address, so it cannot become your sign-in address. ' + 'Your sign-in address was not changed.';
const emailChanged = (email: string) => `Your sign-in address is now ${email}. Sign in with it; every earlier session has ended.`;

/** What the current address hears when the link goes to the new one: nothing once its owner agreed. */
type CurrentNotice = { kind: 'requested' } | { kind: 'forced'; reason: string } | { kind: 'agreed' };

/**
 * The link and mails of a change of sign-in address, ready for a repository to use inside
 * its transaction if the account turns out to sign in already: the new address gets the
 * link, the current one the notice at once.
 */
export function emailChangeRequest(app: FastifyInstance, notice: CurrentNotice = { kind: 'requested' }): EmailChangeRequest {
  const token = newToken();
  return {
    tokenHash: hashToken(token),
    expiresAt: new Date(app.now().getTime() + EMAIL_CHANGE_LIFETIME_MS),
    mails: (current, newEmail) => [
      emailChangeLinkMail(newEmail, current.firstName, app.config.appUrl, token),
      ...(notice.kind === 'requested' ? [emailChangeRequestedMail(current.email, current.firstName, newEmail)] : []),
      ...(notice.kind === 'forced' ? [emailChangeForcedMail(current.email, current.firstName, newEmail, notice.reason)] : []),
    ],
  };
}

/** PATCH /api/email-change/{token}/: the link mailed to a new sign-in address. */
export const emailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/api/email-change/:token/',
    {
      config: { badParam: { non_field_errors: [BAD_EMAIL_CHANGE_LINK] } },
      schema: {
        tags: ['auth'],
        summary: 'Make a new sign-in address take effect with the link mailed to it (no body)',
        description:
          'Spends the link, ends every session of the account (its JWTs answer 401) and voids its other mailed links; ' +
          'the old address is told. 409 when another account took the address meanwhile (nothing changes).',
        params: TokenParam,
        response: { 200: Detail, ...errorResponses(400, 409) },
      },
    },
    async (req) => {
      const done = await app.accounts.confirmEmailChange(hashToken(req.params.token), app.now(), emailChangedMail, req.ip);
      if (done === 'invalid') throw nonFieldError(BAD_EMAIL_CHANGE_LINK);
      if (done === 'taken') throw conflict(EMAIL_TAKEN_MEANWHILE);
      app.mailer.deliverStored([done.mail]);
      return { detail: emailChanged(done.email) };
    },
  );
};
