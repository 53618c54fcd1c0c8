import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, TokenParam } from '../../../schemas/errors';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { BAD_EMAIL_CHANGE_LINK, confirmNewEmail } from '../actions/confirm-new-email';

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
    async (req) => sendOutcome(await confirmNewEmail(app, req.params.token, req.ip)),
  );
};
