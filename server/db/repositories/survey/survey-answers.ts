import { sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../../schemas/errors';
import type { AnswerSheet, DraftSaved, RaterSurveyList, SurveyUserAnswer } from '../../../../schemas/survey-answer';
import type { Db } from '../../client';
import { isRowId } from '../../sql';
import type { RaterKey } from './rater-key';
import { completedSurveys, draftSurveys, raterSurveys } from './rater-surveys';
import { checkAnswers, draftPlan } from '../../../domain/survey/survey-answer-checks';
import { readSheet } from './survey-answer-sheet';
import { draftBatchesOf } from './draft-batches';
import { lockAssignment, savedKeys, writeAnswers, type LockedAssignment } from './survey-answer-writes';
import { dayOf } from './survey-view';
import { colleagueNames, commentCheckScope } from './comment-names';

/**
 * A save's outcome: a draft's acknowledgement, a submit's sheet as stored, every refusal
 * (nothing written), or null when the assignment is not the caller's.
 */
export type AnswerSave = { saved: DraftSaved } | { sheet: AnswerSheet } | { errors: FieldErrors } | null;

/**
 * Why a save may not change the assignment, or 'retried' for a submit sent again with the
 * key it was stored with (answered as the first was, changing nothing); null when it may.
 */
function refusalOf(locked: LockedAssignment, input: SurveyUserAnswer): string | 'retried' | null {
  if (locked.status === 'submitted') {
    const sameSubmit = input.status === 'submitted' && input.submit_key !== undefined && input.submit_key === locked.submitKey;
    if (sameSubmit) return 'retried';
    const on = locked.submittedAt ? ` on ${dayOf(locked.submittedAt)}` : '';
    return `This survey was submitted${on}; it can no longer change.`;
  }
  const { survey } = locked;
  if (survey.isDraft) return 'This survey has not been sent to its raters yet, so it cannot be answered.';
  if (survey.status === 'closed') return 'This survey is closed: answers can no longer be saved or submitted.';
  if (survey.status === 'draft') return `This survey opens on ${survey.startDate}: answers can be saved from then on.`;
  return null;
}

const draftSaved = (assignment: number, now: Date): DraftSaved => ({ assignment, status: 'draft', draft_saved_at: now.toISOString() });

/**
 * A rater's own answers: `rater` is the caller (a signed-in employee, or an outside rater by
 * their link), and every query reaches only the assignments that are theirs in this
 * company, so another person's or another company's assignment is simply not found. `now`
 * is the app clock.
 */
export function surveyAnswersRepository(db: Db, companyId: number, rater: RaterKey) {
  const sheetOf = (tx: Db, id: number, now: Date) => readSheet(tx, companyId, rater, id, dayOf(now));

  return {
    /** Open surveys with the caller's assignments not submitted yet, with answered/total each. */
    drafts: (now: Date): Promise<RaterSurveyList['result']> => draftSurveys(db, companyId, rater, dayOf(now)),

    /** Surveys with the caller's submitted assignments, whatever the survey's status now. */
    completed: (now: Date): Promise<RaterSurveyList['result']> => completedSurveys(db, companyId, rater, dayOf(now)),

    /** Every assignment of the rater, submitted or not, whatever the survey's status (an outside rater's one survey). */
    everything: (now: Date): Promise<RaterSurveyList['result']> => raterSurveys(db, companyId, rater, dayOf(now), sql`true`, sql`s.id`),

    async sheet(id: number, now: Date): Promise<AnswerSheet | null> {
      return isRowId(id) ? sheetOf(db, id, now) : null;
    },

    /** The assignment as the comment check needs it (comment-names.ts); null when it is not the caller's. */
    commentScope: (id: number, now: Date) => commentCheckScope(db, companyId, rater, id, dayOf(now)),

    /** People of the company whose names the comments' words could be, but those in `exclude` (employee ids). */
    colleagueNames: (keys: string[], exclude: number[]) => colleagueNames(db, companyId, keys, exclude),

    /**
     * A signed-in rater's draft in one statement (writeDraft), when nothing in it needs a
     * refusal worded and `stamp` is still the caller's (null: their principal was read in
     * this request). Null when it wrote nothing: save() then takes the checked path.
     */
    async saveDraft(input: SurveyUserAnswer, now: Date, stamp: string | null): Promise<DraftSaved | null> {
      const draft = draftPlan(input);
      if (!draft || !('userId' in rater) || !isRowId(input.assignment)) return null;
      const written = await draftBatchesOf(db).write({
        companyId,
        userId: rater.userId,
        assignment: input.assignment,
        draft,
        submitKey: input.submit_key,
        stamp,
        now,
      });
      return written ? draftSaved(input.assignment, now) : null;
    },

    /**
     * A draft or a submit in ONE transaction: the assignment is locked, the changes checked
     * against the survey as it is at that moment and written; the rest of what was saved
     * stays. A draft is acknowledged in a few bytes; a submit answers the stored sheet.
     */
    async save(input: SurveyUserAnswer, now: Date): Promise<AnswerSave> {
      if (!isRowId(input.assignment)) return null;
      return db.transaction(async (tx) => {
        const locked = await lockAssignment(tx, companyId, rater, input.assignment, dayOf(now));
        if (!locked) return null;
        const refusal = refusalOf(locked, input);
        if (refusal === 'retried') return { sheet: (await sheetOf(tx, locked.id, now))! };
        if (refusal) return { errors: { non_field_errors: [refusal] } };
        const submitting = input.status === 'submitted';
        const saved = submitting ? await savedKeys(tx, companyId, locked.id) : { answered: [], leveled: [] };
        const checked = checkAnswers(input, locked.competencies, saved);
        if ('errors' in checked) return checked;
        await writeAnswers(tx, companyId, locked, checked.plan, input.status, input.submit_key, now);
        if (!submitting) return { saved: draftSaved(locked.id, now) };
        return { sheet: (await sheetOf(tx, locked.id, now))! };
      });
    },
  };
}
export type SurveyAnswersRepository = ReturnType<typeof surveyAnswersRepository>;
