import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegistrationAnswer } from '../../../schemas/answers';
import { Registration, registrationChoices } from '../../../schemas/registration';
import { badRequest } from '../../http-errors';
import { alreadyRegisteredMail, confirmationMail } from '../../mail/messages';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from '../../security/one-time-tokens';
import { hashPassword } from '../../security/passwords';
import { blankFields } from '../../http/blank-fields';
import { errorResponses } from '../../http/responses';
import { mailRules } from './mail-rules';

/** Registration fields that pick from a platform list, and that list's name ('/api/industry/' → 'industry'). */
const choiceLists = Object.entries(registrationChoices).map(([field, url]) => [field as keyof typeof registrationChoices, url.split('/')[2]!] as const);

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
    async (req, reply) => {
      const input = req.body;
      const errors = blankFields(input, ['company_name', 'first_name', 'last_name']);
      for (const [field, list] of choiceLists) {
        const id = input[field];
        if (id != null && !(await app.platformList(list).get(id))) errors[field] = ['Select a valid choice. That choice is not one of the available choices.'];
      }
      if (Object.keys(errors).length) throw badRequest(errors);

      const email = input.email.trim();
      await app.limiter.consume(mailRules(app, email, req.ip));
      const { appUrl } = app.config;
      // Hashing on both paths keeps their timing alike: the answer must not tell them apart.
      const passwordHash = await hashPassword(input.password);
      const existing = await app.accounts.byEmail(email);
      const token = newToken();
      const now = app.now();
      const result = existing
        ? 'exists'
        : await app.accounts.register(
            { ...input, email },
            passwordHash,
            { purpose: 'confirm', tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.confirm) },
            now,
            confirmationMail(email, input.first_name.trim(), appUrl, token),
          );
      if (result === 'exists') await app.mailer.send(alreadyRegisteredMail(existing?.email ?? email, existing?.firstName ?? '', appUrl));
      else app.mailer.deliverStored([result.mail]);
      return reply.code(201).send({
        email,
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        company_name: input.company_name.trim(),
      });
    },
  );
};
