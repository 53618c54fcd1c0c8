import { sql } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import type { AnswerSheet, RaterSurveyList } from '../../../schemas/survey-answer';
import { completedSurveys, draftSurveys, raterSurveys } from '../queries/rater-surveys';
import { dayOf } from '../queries/survey-view';
import { isRowId } from '../../db/sql';
import { done, missing, type Outcome } from '../../http/outcome';
import { readSheet } from '../queries/answer-sheet';
import { sheetLanguages } from '../queries/sheet-languages';
import type { Rater } from '../rater';
import { contentLanguage } from '../rules/content-language';

type Surveys = RaterSurveyList['result'];

/** Open surveys with the rater's assignments not submitted yet, with answered/total each. */
export const surveysToAnswer = (rater: Rater, now: Date): Promise<Surveys> => draftSurveys(rater.db, rater.companyId, rater.key, dayOf(now));

/** Surveys with the rater's submitted assignments, whatever the survey's status now. */
export const surveysAnswered = (rater: Rater, now: Date): Promise<Surveys> => completedSurveys(rater.db, rater.companyId, rater.key, dayOf(now));

/** Every assignment of the rater, submitted or not, whatever the survey's status (an outside rater's one survey). */
export const everySurvey = (rater: Rater, now: Date): Promise<Surveys> => raterSurveys(rater.db, rater.companyId, rater.key, dayOf(now), sql`true`, sql`s.id`);

/**
 * The language the rater reads the assignment's content in for this request (rules/content-language.ts), with the
 * languages the survey offers; null when it is not the rater's. A save stores its comments in the same language.
 */
export async function sheetLanguage(rater: Rater, assignment: number, db = rater.db): Promise<{ language: Language; offered: Language[] } | null> {
  const languages = await sheetLanguages(db, rater.companyId, rater.key, assignment);
  return languages && { language: contentLanguage(languages.offered, { ...languages, asked: rater.asked }), offered: languages.offered };
}

/**
 * The assignment's sheet with its content in the rater's language, saying which it is and which the survey offers;
 * null when it is not the rater's. `db`: the caller's transaction, if any.
 */
export async function sheetOf(rater: Rater, assignment: number, now: Date, db = rater.db): Promise<AnswerSheet | null> {
  const languages = await sheetLanguage(rater, assignment, db);
  if (!languages) return null;
  const { language } = languages;
  const sheet = await readSheet(db, rater.companyId, rater.key, assignment, dayOf(now), language);
  return sheet && { ...sheet, language, languages: languages.offered };
}

/** One assignment to answer or review, readable whatever the survey's status; not found when it is not the rater's. */
export async function openSheet(rater: Rater, assignment: number, now: Date): Promise<Outcome<AnswerSheet>> {
  const sheet = isRowId(assignment) ? await sheetOf(rater, assignment, now) : null;
  return sheet ? done(sheet) : missing();
}
