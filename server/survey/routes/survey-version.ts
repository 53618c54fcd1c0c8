import type { FastifyRequest } from 'fastify';
import type { Survey } from '../../../schemas/survey';
import { editGuard } from '../../edits/guard';

/**
 * What an edit of a survey replaces, its ETag's input: the survey without what moves by itself (progress, status by the
 * calendar, the lock of a first answer, the first read of results) and who rates whom. A rater answering changes no tag,
 * so HR's save is not refused for it; a rater added, removed or replaced does.
 */
export async function surveyVersion(req: FastifyRequest, payload: unknown): Promise<unknown> {
  const { progress: _p, status: _s, locked: _l, results_opened_at: _r, ...survey } = payload as Survey;
  return [survey, await req.tenant.surveyAssignments.raterKeys(survey.id)];
}

const surveyPath = (id: number) => `/survey/survey/${id}/`;

/** Writes to a survey that If-Match guards: its id in the path, or in the body's survey (PATCH /survey/survey-creation/). */
export const surveyInParams = editGuard('survey', surveyPath);
export const surveyInBody = editGuard('survey', surveyPath, (req) => (req.body as { survey?: { id?: unknown } } | undefined)?.survey?.id);
