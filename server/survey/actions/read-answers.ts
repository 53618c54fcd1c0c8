import { sql } from 'drizzle-orm';
import type { AnswerSheet, RaterSurveyList } from '../../../schemas/survey-answer';
import { completedSurveys, draftSurveys, raterSurveys } from '../queries/rater-surveys';
import { dayOf } from '../queries/survey-view';
import { isRowId } from '../../db/sql';
import { done, missing, type Outcome } from '../../http/outcome';
import { readSheet } from '../queries/answer-sheet';
import type { Rater } from '../rater';

type Surveys = RaterSurveyList['result'];

/** Open surveys with the rater's assignments not submitted yet, with answered/total each. */
export const surveysToAnswer = (rater: Rater, now: Date): Promise<Surveys> => draftSurveys(rater.db, rater.companyId, rater.key, dayOf(now));

/** Surveys with the rater's submitted assignments, whatever the survey's status now. */
export const surveysAnswered = (rater: Rater, now: Date): Promise<Surveys> => completedSurveys(rater.db, rater.companyId, rater.key, dayOf(now));

/** Every assignment of the rater, submitted or not, whatever the survey's status (an outside rater's one survey). */
export const everySurvey = (rater: Rater, now: Date): Promise<Surveys> => raterSurveys(rater.db, rater.companyId, rater.key, dayOf(now), sql`true`, sql`s.id`);

/** One assignment to answer or review, readable whatever the survey's status; not found when it is not the rater's. */
export async function openSheet(rater: Rater, assignment: number, now: Date): Promise<Outcome<AnswerSheet>> {
  const sheet = isRowId(assignment) ? await readSheet(rater.db, rater.companyId, rater.key, assignment, dayOf(now)) : null;
  return sheet ? done(sheet) : missing();
}
