import { sql } from 'drizzle-orm';
import type { AssignmentStatus, Relationship } from '../../../schemas/survey';
import { fixedRaterRefusals } from '../rules/anonymous-raters';
import { assignmentRefusal, replacementRefusal } from '../rules/rater-control-checks';
import type { Db } from '../../db/db-type';
import { isRowId, rowsOf, timestampParam } from '../../db/sql';
import { raterSnapshot, recordRaterChanges } from '../../audit/rater-changes';
import type { AuditActor } from '../../audit/record';
import { fixedRatees, orFixedRefusal } from '../queries/fixed-raters';
import { claimAndInvite, claimAndStore } from './survey-mailing';
import type { Compose, StoredMail } from './survey-mailing-types';

interface AssignmentRow {
  id: number;
  ratee_id: number;
  rater_id: number | null;
  relationship: Relationship;
  status: AssignmentStatus;
}

/** How a removal or a replacement ended: null when the assignment is not in this survey of this company. */
export type AssignmentChange<T> = null | { refused: string } | { field: string } | T;

const unanswered = sql`a.status in ('pending', 'draft')`;

/**
 * Per-rater control of one company's survey: one rater reminded or invited again, one
 * assignment removed or given to another employee. Every write is one transaction that
 * first takes the survey row FOR SHARE, the order an answer's save takes its locks in, so a
 * submit cannot land between the "not submitted" check and the change.
 */
export function surveyRaterControlRepository(db: Db, companyId: number) {
  const lockSurvey = (tx: Db, surveyId: number) => tx.execute(sql`select id from surveys where company_id = ${companyId} and id = ${surveyId} for share`);

  async function lockAssignment(tx: Db, surveyId: number, id: number): Promise<AssignmentRow | null> {
    if (!isRowId(id)) return null;
    await lockSurvey(tx, surveyId);
    return (
      rowsOf<AssignmentRow>(
        await tx.execute(sql`
      select id, ratee_id, rater_id, relationship, status from survey_assignments
      where company_id = ${companyId} and survey_id = ${surveyId} and id = ${id} for update`),
      )[0] ?? null
    );
  }

  return {
    /** Whether the assignment belongs to this survey of this company. */
    async assignmentIn(surveyId: number, id: number): Promise<boolean> {
      if (!isRowId(id)) return false;
      const rows = rowsOf(
        await db.execute(sql`
        select 1 from survey_assignments where company_id = ${companyId} and survey_id = ${surveyId} and id = ${id}`),
      );
      return rows.length > 0;
    },

    /** How many assignments the employee has in the survey, and how many of them are not submitted. */
    async raterLoad(surveyId: number, raterId: number): Promise<{ total: number; open: number }> {
      if (!isRowId(raterId)) return { total: 0, open: 0 };
      const [row] = rowsOf<{ total: number; open: number }>(
        await db.execute(sql`
        select count(*)::int as total, (count(*) filter (where ${unanswered}))::int as open
        from survey_assignments a where a.company_id = ${companyId} and a.survey_id = ${surveyId} and a.rater_id = ${raterId}`),
      );
      return row ?? { total: 0, open: 0 };
    },

    /** One rater's reminder about their unsubmitted ratees, stamped and stored together. */
    remindRater(surveyId: number, raterId: number, now: Date, compose: Compose): Promise<StoredMail[]> {
      const at = timestampParam(now);
      return claimAndStore(
        db,
        companyId,
        surveyId,
        sql`reminded_at = ${at}, invited_at = coalesce(a.invited_at, ${at})`,
        sql`a.rater_id = ${raterId} and ${unanswered}`,
        compose,
      );
    },

    /** A fresh invitation to one rater about every ratee they have not submitted yet. */
    reinviteRater(surveyId: number, raterId: number, now: Date, compose: Compose): Promise<StoredMail[]> {
      return claimAndInvite(db, companyId, surveyId, now, sql`a.rater_id = ${raterId} and ${unanswered}`, compose);
    },

    /** Removes an assignment nobody has submitted; a draft goes with it (the answer rows cascade). */
    removeAssignment(surveyId: number, id: number, by?: AuditActor): Promise<AssignmentChange<{ removed: true }>> {
      return db.transaction(async (tx) => {
        const found = await lockAssignment(tx, surveyId, id);
        if (!found) return null;
        const refusal = assignmentRefusal(found, 'remove');
        if (refusal) return { refused: refusal };
        const was = by && (await raterSnapshot(tx, companyId, surveyId));
        await tx.execute(sql`delete from survey_assignments where company_id = ${companyId} and id = ${id}`);
        if (by && was) await recordRaterChanges(tx, by, companyId, surveyId, was);
        return { removed: true as const };
      });
    },

    /**
     * Gives an unsubmitted assignment to another employee of the company: the old one goes
     * with its draft, a new one takes the same ratee and relationship; `invite` mails the
     * new rater in the same transaction (an open survey), else they hear with the others.
     * A seat among a ratee's fixed anonymous raters is not given to anyone (anonymous-raters.ts).
     */
    replaceRater(
      surveyId: number,
      id: number,
      newRater: number,
      now: Date,
      invite: Compose | null,
      by?: AuditActor,
    ): Promise<AssignmentChange<{ id: number; mails: StoredMail[] }>> {
      return orFixedRefusal(
        db.transaction(async (tx) => {
          const fixed = await fixedRatees(tx, companyId, surveyId);
          const found = await lockAssignment(tx, surveyId, id);
          if (!found) return null;
          const refusal =
            assignmentRefusal(found, 'replace') ?? fixedRaterRefusals(fixed, [{ ratee: found.ratee_id, kind: 'replace', relationship: found.relationship }])[0];
          if (refusal) return { refused: refusal };
          const [employee] = rowsOf<{ rates: boolean }>(
            await tx.execute(sql`
          select exists (select 1 from survey_assignments a where a.survey_id = ${surveyId}
            and a.ratee_id = ${found.ratee_id} and a.rater_id = e.id) as rates
          from employees e where e.company_id = ${companyId} and e.id = ${isRowId(newRater) ? newRater : 0}`),
          );
          if (!employee) return { field: 'No such employee in your company.' };
          const problem = replacementRefusal(newRater, found.ratee_id, employee.rates);
          if (problem) return { field: problem };
          const was = by && (await raterSnapshot(tx, companyId, surveyId));
          await tx.execute(sql`delete from survey_assignments where company_id = ${companyId} and id = ${id}`);
          const [created] = rowsOf<{ id: number }>(
            await tx.execute(sql`
          insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship)
          values (${companyId}, ${surveyId}, ${found.ratee_id}, ${newRater}, ${found.relationship}) returning id`),
          );
          const mails = invite ? await claimAndInvite(tx, companyId, surveyId, now, sql`a.id = ${created!.id}`, invite) : [];
          if (by && was) await recordRaterChanges(tx, by, companyId, surveyId, was);
          return { id: created!.id, mails };
        }),
        (refused) => ({ refused }),
      );
    },
  };
}
