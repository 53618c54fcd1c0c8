import { DEFAULT_LANGUAGE } from '../../../schemas/language';
import type { AnswerSaved, DraftSaved, SurveyUserAnswer } from '../../../schemas/survey-answer';
import { dayOf } from '../queries/survey-view';
import { isRowId } from '../../db/sql';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import { lockAssignment, savedKeys } from '../queries/answer-sheet';
import { writeAnswers } from '../queries/answer-writes';
import { draftBatchesOf } from '../queries/draft-batches';
import type { Rater } from '../rater';
import { checkAnswers, draftPlan, saveRefusal } from '../rules/answer-checks';
import { sheetLanguage, sheetOf } from './read-answers';

/**
 * A signed-in caller whose principal may come from this process's cache: `stamp` is the one it
 * was cached with (null: read in this request), `confirm` reads it afresh and checks it may
 * still answer (401/403 otherwise). An outside rater has none.
 */
export interface Caller {
  stamp: string | null;
  confirm(): Promise<unknown>;
}

// A draft is acknowledged in a few bytes; a submit answers the sheet as stored.
const draftSaved = (assignment: number, now: Date): DraftSaved => ({ assignment, status: 'draft', draft_saved_at: now.toISOString() });

/**
 * Save a draft: what changed since the last save. A signed-in rater's draft goes first in the
 * batched statement (draft-batches.ts), which writes it when nothing in it needs a refusal
 * worded and the caller's stamp still holds; one it did not write takes the locked path, as
 * does a draft that writes a comment (stored with the language the sheet is shown in).
 */
export async function saveDraft(rater: Rater, input: SurveyUserAnswer, now: Date, caller?: Caller): Promise<Outcome<AnswerSaved>> {
  if (caller && 'userId' in rater.key) {
    const draft = draftPlan(input);
    // A comment is stored with the language the sheet is shown in, which only the locked path reads.
    if (draft && draft.plan.comments.length === 0 && isRowId(input.assignment)) {
      const { companyId, key } = rater;
      const request = { companyId, userId: key.userId, assignment: input.assignment, draft, submitKey: input.submit_key, stamp: caller.stamp, now };
      if (await draftBatchesOf(rater.db).write(request)) return done(draftSaved(input.assignment, now));
    }
  }
  return saveLocked(rater, input, now, caller);
}

/** Submit: final once written, every statement answered; sent again with its submit_key it answers the stored sheet. */
export async function submitAnswers(rater: Rater, input: SurveyUserAnswer, now: Date, caller?: Caller): Promise<Outcome<AnswerSaved>> {
  return saveLocked(rater, input, now, caller);
}

/**
 * A draft or a submit in ONE transaction: the assignment is locked, the changes checked
 * against the survey as it is at that moment and written; the rest of what was saved stays.
 * A cached principal is read afresh first: nothing written yet vouches for it.
 */
async function saveLocked(rater: Rater, input: SurveyUserAnswer, now: Date, caller?: Caller): Promise<Outcome<AnswerSaved>> {
  await caller?.confirm();
  if (!isRowId(input.assignment)) return missing();
  const { db, companyId, key } = rater;
  return db.transaction(async (tx): Promise<Outcome<AnswerSaved>> => {
    const locked = await lockAssignment(tx, companyId, key, input.assignment, dayOf(now));
    if (!locked) return missing();
    const sheet = async () => done((await sheetOf(rater, locked.id, now, tx))!);
    const refusal = saveRefusal(locked, input);
    if (refusal === 'retried') return sheet();
    if (refusal) return invalid({ non_field_errors: [refusal] });
    const submitting = input.status === 'submitted';
    const saved = submitting ? await savedKeys(tx, companyId, locked.id) : { answered: [], leveled: [] };
    const checked = checkAnswers(input, locked.competencies, saved);
    if ('errors' in checked) return invalid(checked.errors);
    const language = checked.plan.comments.length ? (await sheetLanguage(rater, locked.id, tx))!.language : DEFAULT_LANGUAGE;
    await writeAnswers(tx, companyId, locked, checked.plan, input.status, input.submit_key, now, language);
    return submitting ? sheet() : done(draftSaved(locked.id, now));
  });
}
