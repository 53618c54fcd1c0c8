import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErrorObject } from 'ajv';
import { actorOf } from '../../audit/record';
import { SurveyCreated, SurveyCreation, SurveyUpdate } from '../../../schemas/survey';
import type { SurveyWrite } from '../actions/surveys';
import { badRequest, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { surveyPayloadErrors } from './survey-payload-errors';
import { surveyInBody } from './survey-version';

const RULES =
  'Refused with 400 at the field, nothing saved: end before start, a blank title, ids of competencies or people ' +
  'outside your company, a competency or a (ratee, rater) pair twice, "self" other than a person rating themselves, ' +
  'a type value for a type no chosen competency has, ratees outside the chosen designation/department/group. ' +
  'Unless `is_draft`, at least one competency and one assignment are needed. Types without a value get 50.';

// The body is checked here rather than by Fastify's default answer, so that its errors say which row is wrong.
function assertValidBody(req: FastifyRequest): void {
  const failed = req.validationError as (Error & { validation?: ErrorObject[] }) | undefined;
  if (failed?.validation) throw badRequest(surveyPayloadErrors(failed.validation));
  if (failed) throw failed;
}

const answer = (written: SurveyWrite) => {
  if ('errors' in written) throw badRequest(written.errors);
  return { id: written.survey.id, Result: { survey: written.survey } };
};

/** POST and PATCH /survey/survey-creation/: the whole survey in one transaction. */
export const surveyCreationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/survey/survey-creation/',
    {
      attachValidation: true,
      schema: {
        tags: ['survey'],
        summary: 'Create a survey with its competencies and rater assignments (needs survey); you are its owner',
        description: `${RULES} The anonymity threshold defaults to your company's. Then POST /survey/send-email/ {survey_id} mails the raters.`,
        body: SurveyCreation,
        response: { 201: SurveyCreated, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      assertValidBody(req);
      return reply.code(201).send(answer(await req.tenant.surveys.create(req.body, req.user.id, app.now(), actorOf(req))));
    },
  );

  app.patch(
    '/survey/survey-creation/',
    {
      attachValidation: true,
      config: { ifMatch: surveyInBody },
      schema: {
        tags: ['survey'],
        summary: 'Change a survey: the whole survey again with its id, and the whole list of assignments wanted (needs survey)',
        description:
          `${RULES} Pairs still listed keep their status and invitation; pairs left out are removed, ` +
          'refused for a rater who has submitted. A published survey cannot become a draft again; a closed one cannot change. ' +
          'Once any answer is submitted, competencies, type values, weights and levels must stay as they are, ' +
          'while title, description, dates and raters may change, except that a ratee whose peer, direct report or outside rater ' +
          'has submitted takes no new such rater and none moves into, out of or between those relationships (400, survey_assign); ' +
          'those who have not answered can still be removed. Then POST /survey/send-email/ {survey_update_id} mails new raters.',
        body: SurveyUpdate,
        response: { 200: SurveyCreated, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      assertValidBody(req);
      const written = await req.tenant.surveys.update(req.body, app.now(), actorOf(req));
      if (!written) throw notFound();
      return answer(written);
    },
  );
};
