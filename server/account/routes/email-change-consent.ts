import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailConsentAnswer, EmailConsentProposal } from '../../../schemas/email-change';
import { Detail, TokenParam } from '../../../schemas/errors';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { BAD_CONSENT_LINK, consentEmailChange, proposedEmailChange } from '../actions/consent-email-change';

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
    async (req) => sendOutcome(await proposedEmailChange(app, req.params.token)),
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
    async (req) => sendOutcome(await consentEmailChange(app, req.params.token, req.body.agree, req.ip)),
  );
};
