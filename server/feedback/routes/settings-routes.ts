import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FeedbackSettings } from '../../../schemas/analytics';
import { actorOf } from '../../audit/record';
import { badRequest, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

const MEANING =
  'Thresholds are percent of the 0–4 scale: a succession candidate is at or above succession_threshold ' +
  'overall and in every type, a development need below development_threshold overall or in a type. ' +
  'anonymity_threshold is the smallest group of peers, direct reports or others shown in a report: it is the ' +
  'default for surveys created from now on only; an existing survey keeps its own.';

/** The company's feedback settings: alert thresholds and the default anonymity threshold. */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/settings/',
    {
      config: { etag: {} },
      schema: {
        tags: ['feedback'],
        summary: "The company's feedback settings (needs feedback)",
        description: MEANING,
        response: { 200: FeedbackSettings, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const settings = await req.tenant.feedbackAnalytics.settings.get();
      if (!settings) throw notFound();
      return settings;
    },
  );

  app.put(
    '/feedback/settings/',
    {
      config: { ifMatch: { resource: () => '/feedback/settings/', entity: 'settings', id: (req) => req.user.companyId ?? '' } },
      schema: {
        tags: ['feedback'],
        summary: "Change the company's feedback settings (needs feedback)",
        description: `${MEANING} The development threshold must be below the succession threshold (400, nothing changed).`,
        body: FeedbackSettings,
        response: { 200: FeedbackSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const saved = await req.tenant.feedbackAnalytics.settings.put(req.body, actorOf(req));
      if ('errors' in saved) throw badRequest(saved.errors);
      return saved.settings;
    },
  );
};
