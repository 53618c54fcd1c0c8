import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { surveyAssignments, surveys } from '../../db/schema';
import { isRowId } from '../../db/sql';
import { recordAudit, type AuditActor } from '../../audit/record';

/** How a delete ended: done, no such survey, or refused because raters have answered. */
export type SurveyRemoval = { deleted: true } | { deleted: false; answered: number } | null;

const answered = and(eq(surveyAssignments.surveyId, surveys.id), inArray(surveyAssignments.status, ['draft', 'submitted']));

/** DELETE /survey/survey/{id}/: the survey and all it holds go (the keys cascade). */
export function surveyRemovalRepository(db: Db, companyId: number) {
  return {
    /**
     * One statement checks and deletes, so an answer saved between a check and a delete
     * cannot be lost unconfirmed. Answers are drafts and submissions alike: both are a
     * rater's work.
     */
    async remove(id: number, deleteAnswers: boolean, by?: AuditActor): Promise<SurveyRemoval> {
      if (!isRowId(id)) return null;
      const mine = and(eq(surveys.companyId, companyId), eq(surveys.id, id));
      const noAnswers = sql`not exists (${db
        .select({ one: sql`1` })
        .from(surveyAssignments)
        .where(answered)})`;
      const gone = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(surveys)
          .where(deleteAnswers ? mine : and(mine, noAnswers))
          .returning({ id: surveys.id, title: surveys.title, start_date: surveys.startDate, end_date: surveys.endDate });
        if (by && rows[0]) {
          const { id: _id, ...was } = rows[0];
          await recordAudit(tx, by, {
            action: 'survey.delete',
            entity: 'survey',
            entityId: id,
            surveyId: id,
            before: { ...was, answers_deleted: deleteAnswers },
          });
        }
        return rows;
      });
      if (gone.length) return { deleted: true };
      // An outside rater has no employee: counted by their own id, kept apart from employees' by its sign.
      const rater = sql<number>`count(distinct coalesce(${surveyAssignments.raterId}, -${surveyAssignments.externalRaterId}))::int`;
      const [found] = await db.select({ raters: rater }).from(surveys).leftJoin(surveyAssignments, answered).where(mine).groupBy(surveys.id);
      return found ? { deleted: false, answered: found.raters } : null;
    },
  };
}
