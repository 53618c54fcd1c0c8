import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Checklist } from '../../../schemas/getting-started';
import { forbidden } from '../../http-errors';
import { errorResponses } from '../../http/responses';

/** The checklist's steps need people, the competency library and surveys: only someone who may do all three sees it. */
async function mayActOnEveryStep(req: FastifyRequest): Promise<void> {
  const { workforce, master, survey } = req.user.permissions;
  if (!(workforce && master && survey)) throw forbidden();
}

const WHO = 'Needs dashboard, workforce, master and survey: the areas whose screens do the steps.';

/** The getting-started checklist of the dashboard and its dismissal. */
export const checklistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/checklist/',
    {
      onRequest: mayActOnEveryStep,
      schema: {
        tags: ['dashboard'],
        summary: 'Getting started: which first steps your company has done',
        description:
          `${WHO} Steps in order: people (an employee exists), competencies (a competency with a statement), ` +
          'survey (any survey), launch (a published survey has invited a rater); each is done when its data exists. ' +
          '`dismissed_at`: when someone dismissed the checklist, null while it shows.',
        response: { 200: Checklist, ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.dashboard.checklist.read(),
  );

  app.post(
    '/dashboard/checklist/dismiss/',
    {
      onRequest: mayActOnEveryStep,
      schema: {
        tags: ['dashboard'],
        summary: 'Dismiss the getting-started checklist for the whole company',
        description: `${WHO} Dismissing again keeps the first moment. Answers the checklist.`,
        response: { 200: Checklist, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      await req.tenant.dashboard.checklist.dismiss(app.now());
      return req.tenant.dashboard.checklist.read();
    },
  );
};
