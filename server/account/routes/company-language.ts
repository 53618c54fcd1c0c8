import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CompanyLanguage } from '../../../schemas/language-schemas';
import { actorOf } from '../../audit/record';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { companyLanguageRepository } from '../queries/company-language';

const tags = ['auth'];
const MEANING =
  'The language of the screens and mails of anyone in the company who chose no language on their profile and whose ' +
  'browser asks for none the product has (English, German, French, Spanish).';

/** GET/PUT /api/company-language/: the company's default language (admins only, as the company's other settings). */
export const companyLanguageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = companyLanguageRepository(app.db);
  const companyOf = (req: FastifyRequest) => req.user.companyId!;

  app.get(
    '/api/company-language/',
    {
      config: { etag: {} },
      schema: {
        tags,
        summary: 'Your company’s default language (admins only)',
        description: MEANING,
        response: { 200: CompanyLanguage, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const language = await repo.get(companyOf(req));
      if (language === null) throw notFound();
      return { default_language: language };
    },
  );

  app.put(
    '/api/company-language/',
    {
      config: { ifMatch: { resource: () => '/api/company-language/', entity: 'settings', id: (req) => req.user.companyId ?? '' } },
      schema: {
        tags,
        summary: 'Change your company’s default language (admins only)',
        description: `${MEANING} The change is itself logged.`,
        body: CompanyLanguage,
        response: { 200: CompanyLanguage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const language = await repo.set(actorOf(req), companyOf(req), req.body.default_language);
      if (language === null) throw notFound();
      return { default_language: language };
    },
  );
};
