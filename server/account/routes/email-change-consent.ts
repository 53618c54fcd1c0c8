import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { EmailConsentAnswer, EmailConsentProposal } from '../../../schemas/email-change';
import { Detail, TokenParam } from '../../../schemas/errors';
import type { EmailConsentRequest } from '../actions/email-consents';
import { nonFieldError } from '../../http-errors';
import { emailConsentMail } from '../../mail/email-consent-messages';
import { hashToken, newToken } from '../../security/one-time-tokens';
import { errorResponses } from '../../http/responses';
import { EMAIL_CHANGE_LIFETIME_MS, emailChangeRequest } from './email-change';

const BAD_CONSENT_LINK =
  'This link is invalid or has expired, or it was already answered or replaced by a newer request. ' + 'The sign-in address was not changed.';
const consentGiven = (email: string) => `We mailed a link to ${email}. Your sign-in address changes when it is opened there; until then nothing changes.`;
const CONSENT_REFUSED = 'You refused: your sign-in address stays as it is.';

/** The link to an activated account's current address, asking its owner to agree to `askedBy`'s change. */
export function emailConsentRequest(app: FastifyInstance, askedBy: string): EmailConsentRequest {
  const token = newToken();
  return {
    tokenHash: hashToken(token),
    expiresAt: new Date(app.now().getTime() + EMAIL_CHANGE_LIFETIME_MS),
    mail: (current, newEmail) => emailConsentMail(current.email, current.firstName, askedBy, newEmail, app.config.appUrl, token),
  };
}

/** GET and PATCH /api/email-change-consent/{token}/: the link mailed to the current address. */
export const emailConsentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const badParam = { non_field_errors: [BAD_CONSENT_LINK] };

  app.get(
    '/api/email-change-consent/:token/',
    {
      config: { badParam },
      schema: {
        tags: ['auth'],
        summary: 'What a consent link mailed to the current sign-in address asks (nothing is spent)',
        params: TokenParam,
        response: { 200: EmailConsentProposal, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const proposal = await app.accounts.emailConsentProposal(hashToken(req.params.token), app.now());
      if (!proposal) throw nonFieldError(BAD_CONSENT_LINK);
      return proposal;
    },
  );

  app.patch(
    '/api/email-change-consent/:token/',
    {
      config: { badParam },
      schema: {
        tags: ['auth'],
        summary: "The owner's answer to a change of their sign-in address someone else asked for",
        description:
          'Spends the link either way. agree: the usual confirmation link goes to the new address (PATCH /api/email-change/{token}/) ' +
          'and the address changes only when it is opened; refuse: nothing changes.',
        params: TokenParam,
        body: EmailConsentAnswer,
        response: { 200: Detail, ...errorResponses(400) },
      },
    },
    async (req) => {
      const answer = await app.accounts.answerEmailConsent(
        hashToken(req.params.token),
        req.body.agree,
        app.now(),
        emailChangeRequest(app, { kind: 'agreed' }),
        req.ip,
      );
      if (answer === 'invalid') throw nonFieldError(BAD_CONSENT_LINK);
      if (!answer.agreed) return { detail: CONSENT_REFUSED };
      app.mailer.deliverStored(answer.mails);
      return { detail: consentGiven(answer.newEmail) };
    },
  );
};
