import { and, count, eq, inArray, like } from 'drizzle-orm';
import type { AssignmentStatus, Relationship } from '../../../schemas/survey';
import { competencies, competencyTypes, outbox, surveyAssignments, surveyCompetencies, surveys, surveyTypeValues } from '../../../server/db/schema';
import type { Session } from './accounts';
import { createEmployee } from './employees';
import type { TestApp } from './test-app';

const DAY = 24 * 60 * 60 * 1000;

/** A date `offset` days from the test clock's today, as the surveys table holds it. */
export const day = (t: TestApp, offset = 0): string => new Date(t.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);

export interface SeedAssignment {
  ratee: number;
  rater: number;
  relationship: Relationship;
  status?: AssignmentStatus;
  invited?: boolean;
}

export interface SeedSurvey {
  title?: string;
  /** Days from today; the survey is open by default (started yesterday, ends in two weeks). */
  start?: number;
  end?: number;
  isDraft?: boolean;
  closed?: boolean;
  assignments?: SeedAssignment[];
}

let n = 0;

/**
 * A survey written straight into the tables, as the creation endpoint would leave it: one
 * competency of a new type, and the assignments given. Answers the survey's id.
 */
export async function seedSurvey(t: TestApp, owner: Session, spec: SeedSurvey = {}): Promise<number> {
  n += 1;
  const companyId = owner.companyId!;
  const [type] = await t.db
    .insert(competencyTypes)
    .values({ companyId, name: `Seed type ${n}` })
    .returning();
  const [competency] = await t.db
    .insert(competencies)
    .values({ companyId, typeId: type!.id, title: `Seed competency ${n}`, definition: 'Seeded for a survey test.' })
    .returning();
  const [survey] = await t.db
    .insert(surveys)
    .values({
      companyId,
      ownerId: owner.userId,
      title: spec.title ?? `Survey ${n}`,
      audience: 'Individual',
      startDate: day(t, spec.start ?? -1),
      endDate: day(t, spec.end ?? 14),
      isDraft: spec.isDraft ?? false,
      closedAt: spec.closed ? t.clock.now() : null,
    })
    .returning();
  await t.db.insert(surveyTypeValues).values({ surveyId: survey!.id, companyId, typeId: type!.id, value: 50 });
  await t.db
    .insert(surveyCompetencies)
    .values({ surveyId: survey!.id, companyId, competencyId: competency!.id, weight: 25, expectedLevel: 'basic', position: 0 });
  await addAssignments(t, owner, survey!.id, spec.assignments ?? []);
  return survey!.id;
}

/** Assignments added to a survey (an update adds raters beside those already invited). */
export async function addAssignments(t: TestApp, owner: Session, surveyId: number, rows: SeedAssignment[]): Promise<void> {
  // Chunks keep a survey of thousands of raters under the driver's parameter limit.
  for (let i = 0; i < rows.length; i += 1000) {
    await t.db.insert(surveyAssignments).values(
      rows.slice(i, i + 1000).map((a) => ({
        companyId: owner.companyId!,
        surveyId,
        rateeId: a.ratee,
        raterId: a.rater,
        relationship: a.relationship,
        status: a.status ?? 'pending',
        invitedAt: a.invited ? t.clock.now() : null,
        submittedAt: a.status === 'submitted' ? t.clock.now() : null,
      })),
    );
  }
}

/** Employees made through the API, named as given ("Ana Lee"), keyed by first name. */
export async function people(t: TestApp, admin: Session, names: string[]) {
  const made: Record<string, Awaited<ReturnType<typeof createEmployee>>> = {};
  for (const name of names) {
    const [first, ...last] = name.split(' ');
    made[first!] = await createEmployee(t, admin, { first_name: first, last_name: last.join(' ') });
  }
  return made;
}

export const assignmentsOf = (t: TestApp, surveyId: number) =>
  t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, surveyId)).orderBy(surveyAssignments.id);

/** The mails whose subject names the survey's title, to any of the addresses. */
export const surveyMails = (t: TestApp, title: string, to?: string[]) =>
  t.db
    .select()
    .from(outbox)
    .where(and(like(outbox.subject, `%: ${title}`), to ? inArray(outbox.to, to) : undefined))
    .orderBy(outbox.id);

/** Row counts of everything a survey owns: equal before and after means nothing changed. */
export async function surveyCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = { surveys, surveyTypeValues, surveyCompetencies, surveyAssignments, outbox };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) result[name] = (await t.db.select({ n: count() }).from(table))[0]!.n;
  return result;
}
