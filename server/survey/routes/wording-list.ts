import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { WordingList } from '../../../schemas/wording-list';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { saveWordingList, wordingList } from '../actions/wording-list';

const tags = ['survey'];
const MEANING =
  'Before a submit, comments holding one of these words or phrases (whole words, ignoring case and accents) get a ' +
  'gentle prompt, as words of the shipped English lists do; the rater may still submit as written. One per line.';
// The guard has made sure of a company.
const companyOf = (req: FastifyRequest) => req.user.companyId!;

/** The company's own list of words to review before a submit (issue 40). */
export const wordingListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/wording-list/',
    {
      schema: {
        tags,
        summary: "The company's words to review before a submit (needs survey or feedback)",
        description: MEANING,
        response: { 200: WordingList, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await wordingList(app.db, companyOf(req))),
  );

  app.put(
    '/survey/wording-list/',
    {
      schema: {
        tags,
        summary: "Replace the company's words to review before a submit (needs survey or feedback)",
        description: `${MEANING} Blank lines and repeats (whatever their case) are dropped; a line over 60 characters or without a letter or digit, or over 200 lines, is refused (400, nothing changed).`,
        body: WordingList,
        response: { 200: WordingList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await saveWordingList(app.db, companyOf(req), req.body, actorOf(req))),
  );
};
