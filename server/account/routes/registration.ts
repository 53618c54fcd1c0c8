import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegistrationAnswer } from '../../../schemas/answers';
import { Registration } from '../../../schemas/registration';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { registerCompany } from '../actions/register-company';

export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/users/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a company and its first admin; mails a confirmation link',
        description: 'Answers 201 with the same body whether or not the address was registered before (then the owner gets a notice instead).',
        body: Registration,
        response: { 201: RegistrationAnswer, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(sendOutcome(await registerCompany(app, req.body, req.ip))),
  );
};
