import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RELATIONSHIPS, type Assignment, type RateeProgress } from '../../../schemas/survey';
import type { Db } from '../../db/db-type';
import { employees, externalRaters, surveyAssignments, surveys, users } from '../../db/schema';
import { isRowId } from '../../db/sql';
import { surveyMailingRepository } from './survey-mailing';
import { surveyMailSettingsRepository } from '../queries/survey-mail-settings';
import { surveyRaterControlRepository } from './survey-rater-control';
import { surveyRemovalRepository } from '../queries/survey-removal';
import { surveyState } from '../queries/survey-state';

const rateeEmployee = alias(employees, 'ratee_employee');
const rateeUser = alias(users, 'ratee_user');
const raterEmployee = alias(employees, 'rater_employee');
const raterUser = alias(users, 'rater_user');

const nameOf = (u: typeof rateeUser | typeof raterUser) => sql<string>`btrim(${u.firstName} || ' ' || ${u.lastName})`;
const rateeName = nameOf(rateeUser);
const raterName = nameOf(raterUser);
// Self, manager, peer, direct report, other: the order of RELATIONSHIPS.
const relationshipOrder = sql`array_position(array[${sql.join(
  RELATIONSHIPS.map((r) => sql`${r}`),
  sql`, `,
)}]::text[], ${surveyAssignments.relationship})`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Who rates whom in a company's surveys. Every read first finds the survey in the
 * company, so another company's id answers null (404) rather than an empty list.
 */
export function surveyAssignmentsRepository(db: Db, companyId: number) {
  /** The survey when it is this company's, else null. */
  async function owned(id: number): Promise<{ isDraft: boolean } | null> {
    if (!isRowId(id)) return null;
    const [found] = await db
      .select({ isDraft: surveys.isDraft })
      .from(surveys)
      .where(and(eq(surveys.companyId, companyId), eq(surveys.id, id)));
    return found ?? null;
  }
  const inSurvey = (surveyId: number) => and(eq(surveyAssignments.companyId, companyId), eq(surveyAssignments.surveyId, surveyId));

  async function assignments(where: SQL | undefined): Promise<Assignment[]> {
    const rows = await db
      .select({
        id: surveyAssignments.id,
        survey: surveyAssignments.surveyId,
        ratee: { id: rateeEmployee.id, name: rateeName, emp_code: rateeEmployee.empCode },
        rater: { id: raterEmployee.id, name: raterName, emp_code: raterEmployee.empCode },
        raterId: surveyAssignments.raterId,
        external: { id: externalRaters.id, name: externalRaters.name, email: externalRaters.email },
        relationship: surveyAssignments.relationship,
        status: surveyAssignments.status,
        invited_at: surveyAssignments.invitedAt,
        reminded_at: surveyAssignments.remindedAt,
        submitted_at: surveyAssignments.submittedAt,
      })
      .from(surveyAssignments)
      .innerJoin(rateeEmployee, eq(rateeEmployee.id, surveyAssignments.rateeId))
      .innerJoin(rateeUser, eq(rateeUser.id, rateeEmployee.userId))
      .leftJoin(raterEmployee, eq(raterEmployee.id, surveyAssignments.raterId))
      .leftJoin(raterUser, eq(raterUser.id, raterEmployee.userId))
      .leftJoin(externalRaters, and(eq(externalRaters.companyId, surveyAssignments.companyId), eq(externalRaters.id, surveyAssignments.externalRaterId)))
      .where(where)
      .orderBy(
        sql`lower(${rateeName})`,
        rateeEmployee.id,
        relationshipOrder,
        sql`lower(coalesce(${raterName}, ${externalRaters.name})) nulls last`,
        surveyAssignments.id,
      );
    return rows.map(({ raterId, rater, external, ...r }) => ({
      ...r,
      rater: raterId === null || rater === null ? null : rater,
      ...(external && { external }),
      invited_at: iso(r.invited_at),
      reminded_at: iso(r.reminded_at),
      submitted_at: iso(r.submitted_at),
    }));
  }

  return {
    /** The survey's status and what its mails say; null when it is not this company's. */
    survey: (id: number, now: Date) => surveyState(db, companyId, id, now),

    /** Every assignment of the survey: by ratee name, relationship (self first), rater name. */
    async forSurvey(surveyId: number): Promise<Assignment[] | null> {
      if (!(await owned(surveyId))) return null;
      return assignments(inSurvey(surveyId));
    },

    /** Who rates whom, as ids only, in id order: what a survey's version covers (its ETag), without the names a list shows. */
    async raterKeys(surveyId: number): Promise<Array<[number, number, number | null, number | null, string]>> {
      const rows = await db
        .select({
          id: surveyAssignments.id,
          ratee: surveyAssignments.rateeId,
          rater: surveyAssignments.raterId,
          external: surveyAssignments.externalRaterId,
          relationship: surveyAssignments.relationship,
        })
        .from(surveyAssignments)
        .where(inSurvey(surveyId))
        .orderBy(surveyAssignments.id);
      return rows.map((r) => [r.id, r.ratee, r.rater, r.external, r.relationship]);
    },

    /** The assignments the user rates in the survey; none in a draft, which its raters do not see yet. */
    async forRater(surveyId: number, userId: number): Promise<Assignment[] | null> {
      const survey = await owned(surveyId);
      if (!survey) return null;
      if (survey.isDraft) return [];
      return assignments(and(inSurvey(surveyId), eq(raterEmployee.userId, userId)));
    },

    /** How many assignments have submitted answers (any locks the competencies). */
    async submittedCount(surveyId: number): Promise<number | null> {
      if (!(await owned(surveyId))) return null;
      const [row] = await db
        .select({ n: count() })
        .from(surveyAssignments)
        .where(and(inSurvey(surveyId), eq(surveyAssignments.status, 'submitted')));
      return row?.n ?? 0;
    },

    /** Per ratee: raters assigned and submitted, counted by the database, by ratee name. */
    async progress(surveyId: number): Promise<RateeProgress[] | null> {
      if (!(await owned(surveyId))) return null;
      return db
        .select({
          ratee: { id: rateeEmployee.id, name: rateeName, emp_code: rateeEmployee.empCode },
          assigned: sql<number>`count(*)::int`,
          submitted: sql<number>`(count(*) filter (where ${surveyAssignments.status} = 'submitted'))::int`,
        })
        .from(surveyAssignments)
        .innerJoin(rateeEmployee, eq(rateeEmployee.id, surveyAssignments.rateeId))
        .innerJoin(rateeUser, eq(rateeUser.id, rateeEmployee.userId))
        .where(inSurvey(surveyId))
        .groupBy(rateeEmployee.id, rateeEmployee.empCode, rateeUser.firstName, rateeUser.lastName)
        .orderBy(sql`lower(${rateeName})`, asc(rateeEmployee.id));
    },

    ...surveyMailingRepository(db, companyId),
    ...surveyRemovalRepository(db, companyId),
    ...surveyRaterControlRepository(db, companyId),
    ...surveyMailSettingsRepository(db, companyId),
  };
}
export type SurveyAssignmentsRepository = ReturnType<typeof surveyAssignmentsRepository>;
