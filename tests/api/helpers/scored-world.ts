import { eq, inArray } from 'drizzle-orm';
import type { Relationship } from '../../../schemas/survey';
import {
  competencies,
  competencyStatements,
  competencyTypes,
  disclosureLedger,
  surveyAnswers,
  surveyAssignments,
  surveyCompetencies,
  surveyResultScores,
  surveys,
  surveyTypeValues,
} from '../../../server/db/schema';
import { signUpCompany, type Session } from './accounts';
import { createEmployee, listItem } from './employees';
import { day } from './survey-seed';
import type { TestApp } from './test-app';

/**
 * A company whose surveys have submitted answers, for analytics, alerts and the
 * dashboard. Its model: types Core (value 60) and Leadership (40); competencies, in
 * survey order, Coaching (Leadership, weight 25, 1 statement), Communication (Core, 25,
 * 2 statements) and Teamwork (Core, 75, 1 statement). A rater gives one value per
 * competency to each of its statements, so a group's score is the mean of its raters'.
 * Lists: departments Engineering, Sales; designations Analyst, Manager; group Alpha.
 */
export interface ScoredWorld {
  admin: Session;
  lists: { engineering: number; sales: number; analyst: number; manager: number; alpha: number };
  types: { core: number; leadership: number };
  competencies: { coaching: number; communication: number; teamwork: number };
  /** Employees by first name, made on first use. */
  people: Record<string, { id: number; userId: number; email: string; name: string }>;
}

export interface ScoredRater {
  name: string;
  relationship: Relationship;
  /** [Coaching, Communication, Teamwork]; left out: the assignment is not submitted. */
  values?: [number, number, number];
  status?: 'pending' | 'draft';
}
export interface ScoredRatee {
  name: string;
  department?: 'engineering' | 'sales';
  designation?: 'analyst' | 'manager';
  group?: 'alpha';
  raters: ScoredRater[];
}
export interface ScoredSurveySpec {
  title: string;
  threshold?: number;
  /** Days from today (open by default: started 5 days ago, ends in 10). */
  start?: number;
  end?: number;
  closed?: boolean;
  isDraft?: boolean;
  /** Minutes the survey's created_at lies before now (later surveys are newer by default). */
  createdMinutesAgo?: number;
  ratees: ScoredRatee[];
}

/** Raters named `${prefix}1`, `${prefix}2`… in one relationship, one a set of values (undefined: not submitted). */
export const numberedRaters = (prefix: string, relationship: Relationship, ...values: Array<ScoredRater['values']>): ScoredRater[] =>
  values.map((v, i) => ({ name: `${prefix}${i + 1}`, relationship, ...(v && { values: v }) }));

export async function scoredWorld(t: TestApp, admin?: Session): Promise<ScoredWorld> {
  const a = admin ?? (await signUpCompany(t));
  const companyId = a.companyId!;
  const type = async (name: string) => (await t.db.insert(competencyTypes).values({ companyId, name }).returning())[0]!.id;
  const core = await type('Core');
  const leadership = await type('Leadership');
  const competency = async (typeId: number, title: string, statements: number) => {
    const [row] = await t.db
      .insert(competencies)
      .values({ companyId, typeId, title, definition: `${title}, done well.` })
      .returning();
    for (let i = 1; i <= statements; i += 1) {
      await t.db.insert(competencyStatements).values({ companyId, typeId, competencyId: row!.id, statement: `${title} statement ${i}` });
    }
    return row!.id;
  };
  return {
    admin: a,
    lists: {
      engineering: await listItem(t, a, 'department', 'Engineering'),
      sales: await listItem(t, a, 'department', 'Sales'),
      analyst: await listItem(t, a, 'designation', 'Analyst'),
      manager: await listItem(t, a, 'designation', 'Manager'),
      alpha: await listItem(t, a, 'group', 'Alpha'),
    },
    types: { core, leadership },
    competencies: {
      coaching: await competency(leadership, 'Coaching', 1),
      communication: await competency(core, 'Communication', 2),
      teamwork: await competency(core, 'Teamwork', 1),
    },
    people: {},
  };
}

let n = 0;
async function personOf(t: TestApp, w: ScoredWorld, name: string, ratee?: ScoredRatee) {
  if (!w.people[name]) {
    n += 1;
    const lastName = `Scored${n}`;
    const created = await createEmployee(t, w.admin, {
      first_name: name,
      last_name: lastName,
      ...(ratee?.department && { department: w.lists[ratee.department] }),
      ...(ratee?.designation && { designation: w.lists[ratee.designation] }),
      ...(ratee?.group && { group: w.lists[ratee.group] }),
    });
    w.people[name] = { id: created.id, userId: created.user_id, email: created.email, name: `${name} ${lastName}` };
  }
  return w.people[name]!;
}

/** A survey written straight into the tables with the ratings given; answers its id. */
export async function scoredSurvey(t: TestApp, w: ScoredWorld, spec: ScoredSurveySpec): Promise<number> {
  const companyId = w.admin.companyId!;
  for (const ratee of spec.ratees) await personOf(t, w, ratee.name, ratee);
  const [survey] = await t.db
    .insert(surveys)
    .values({
      companyId,
      ownerId: w.admin.userId,
      title: spec.title,
      audience: 'Individual',
      startDate: day(t, spec.start ?? -5),
      endDate: day(t, spec.end ?? 10),
      anonymityThreshold: spec.threshold ?? 3,
      isDraft: spec.isDraft ?? false,
      closedAt: spec.closed ? t.clock.now() : null,
      createdAt: new Date(t.clock.now().getTime() - (spec.createdMinutesAgo ?? 0) * 60_000),
    })
    .returning();
  const surveyId = survey!.id;
  await t.db.insert(surveyTypeValues).values([
    { surveyId, companyId, typeId: w.types.core, value: 60 },
    { surveyId, companyId, typeId: w.types.leadership, value: 40 },
  ]);
  const order = [w.competencies.coaching, w.competencies.communication, w.competencies.teamwork];
  await t.db.insert(surveyCompetencies).values(
    order.map((competencyId, position) => ({
      surveyId,
      companyId,
      competencyId,
      weight: competencyId === w.competencies.teamwork ? 75 : 25,
      expectedLevel: 'intermediate' as const,
      position,
    })),
  );
  const statements = await t.db.select().from(competencyStatements).where(eq(competencyStatements.companyId, companyId));
  for (const ratee of spec.ratees) {
    for (const rater of ratee.raters) {
      const submitted = rater.values !== undefined;
      const [a] = await t.db
        .insert(surveyAssignments)
        .values({
          companyId,
          surveyId,
          rateeId: w.people[ratee.name]!.id,
          raterId: (await personOf(t, w, rater.name)).id,
          relationship: rater.relationship,
          status: submitted ? 'submitted' : (rater.status ?? 'pending'),
          invitedAt: t.clock.now(),
          submittedAt: submitted ? t.clock.now() : null,
        })
        .returning();
      if (!rater.values) continue;
      await t.db
        .insert(surveyAnswers)
        .values(
          order.flatMap((competencyId, i) =>
            statements
              .filter((s) => s.competencyId === competencyId)
              .map((s) => ({ companyId, assignmentId: a!.id, statementId: s.id, value: rater.values![i]! })),
          ),
        );
    }
  }
  return surveyId;
}

/**
 * The ratings the tests compute by hand (survey threshold 3, thresholds 80/50): Ana a
 * succession candidate; Ben's only visible rater his manager (two peers hidden, giving 0);
 * Cy's direct reports and other folded into "combined"; Di in no department; Ed without
 * answers. All_others overall: Ana 3.85, Ben 2.05, Cy 0.75, Di 2.775.
 */
export const REFERENCE_RATEES: ScoredRatee[] = [
  {
    name: 'Ana',
    department: 'engineering',
    designation: 'analyst',
    group: 'alpha',
    raters: [
      { name: 'Ana', relationship: 'self', values: [2, 2, 2] },
      { name: 'Mo', relationship: 'manager', values: [4, 3, 4] },
      ...numberedRaters('P', 'peer', [4, 3, 4], [4, 3, 4], [4, 3, 4], undefined),
    ],
  },
  {
    name: 'Ben',
    department: 'engineering',
    designation: 'analyst',
    raters: [{ name: 'Mo', relationship: 'manager', values: [1, 2, 3] }, ...numberedRaters('Q', 'peer', [0, 0, 0], [0, 0, 0])],
  },
  {
    name: 'Cy',
    department: 'sales',
    designation: 'manager',
    raters: [
      { name: 'Cy', relationship: 'self', values: [4, 4, 4] },
      { name: 'Mo', relationship: 'manager', values: [1, 1, 1] },
      ...numberedRaters('R', 'direct_report', [1, 1, 1], [1, 1, 1]),
      { name: 'O1', relationship: 'other', values: [0, 0, 0] },
    ],
  },
  {
    name: 'Di',
    raters: [{ name: 'Mo', relationship: 'manager', values: [3, 3, 3] }, ...numberedRaters('O', 'other', [3, 4, 2], [3, 4, 2], [3, 4, 2])],
  },
  { name: 'Ed', department: 'sales', designation: 'manager', raters: [{ name: 'Mo', relationship: 'manager', status: 'draft' }] },
];

/**
 * Every answer of these assignments becomes `value`, written as the answer endpoint
 * writes (an insert), so whatever the database derives from answers follows.
 */
export async function reanswer(t: TestApp, assignmentIds: number[], value: number): Promise<void> {
  const rows = await t.db.select().from(surveyAnswers).where(inArray(surveyAnswers.assignmentId, assignmentIds));
  await t.db.delete(surveyAnswers).where(inArray(surveyAnswers.assignmentId, assignmentIds));
  await t.db.insert(surveyAnswers).values(rows.map((row) => ({ ...row, value })));
}

/**
 * Forgets that any survey's results were opened (the frozen figures and every decision of the disclosure auditor),
 * so the next read freezes and decides afresh. Results are frozen at their first read; a test that rewrites
 * answers or relationships after a read, to compare two worlds, reads each world through this.
 */
export async function forgetOpenedResults(t: TestApp): Promise<void> {
  await t.db.delete(disclosureLedger);
  await t.db.delete(surveyResultScores);
  await t.db.update(surveys).set({ resultsOpenedAt: null });
}
