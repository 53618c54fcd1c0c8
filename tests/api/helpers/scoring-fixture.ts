import type { ProficiencyLevel, Relationship } from '../../../schemas/survey';
import {
  competencies,
  competencyStatements,
  competencyTypes,
  surveyAnswers,
  surveyAssignments,
  surveyComments,
  surveyCompetencies,
  surveyLevels,
  surveys,
  surveyTypeValues,
} from '../../../server/db/schema';
import type { ScoringInput } from '../../unit/reference-scoring';
import type { Session } from './accounts';
import { day, people } from './survey-seed';
import type { TestApp } from './test-app';

export interface FixtureRater {
  name: string;
  relationship: Relationship;
  /** false leaves the assignment pending: nothing of it may count. */
  submitted?: boolean;
  /** One value per statement of the survey, competencies in order (a short array repeats its last value). */
  /** null: not observed. */
  answers: Array<number | null>;
  level?: ProficiencyLevel;
  comment?: string;
}

export interface FixtureSpec {
  title?: string;
  threshold: number;
  /** Left open: no result may be read (closed by default). */
  open?: boolean;
  competencies: Array<{ title: string; type: string; weight: number; statements: number; expected?: ProficiencyLevel }>;
  /** Values per type name; a type left out gets none stored (50 by default). */
  typeValues?: Record<string, number>;
  ratees: Array<{ name: string; raters: FixtureRater[] }>;
}

export interface Fixture {
  surveyId: number;
  employees: Record<string, number>;
  /** Their email, to sign in after the welcome mail (activate()). */
  emails: Record<string, string>;
  competencyIds: Record<string, number>;
  typeIds: Record<string, number>;
  input: ScoringInput;
}

let n = 0;

/**
 * A survey with answers written straight into the tables (the endpoints are tested
 * elsewhere): every scoring case states its numbers and nothing else. People are made
 * through the API, keyed by first name.
 */
export async function scoringFixture(t: TestApp, admin: Session, spec: FixtureSpec): Promise<Fixture> {
  n += 1;
  const companyId = admin.companyId!;
  const names = [...new Set(spec.ratees.flatMap((r) => [r.name, ...r.raters.map((x) => x.name)]))];
  const made = await people(
    t,
    admin,
    names.map((name) => `${name} Example${n}`),
  );
  const employees = Object.fromEntries(names.map((name) => [name, made[name]!.id as number]));
  const emails = Object.fromEntries(names.map((name) => [name, made[name]!.email as string]));

  const typeIds: Record<string, number> = {};
  for (const type of new Set(spec.competencies.map((c) => c.type))) {
    const [row] = await t.db
      .insert(competencyTypes)
      .values({ companyId, name: `${type} ${n}` })
      .returning();
    typeIds[type] = row!.id;
  }
  const competencyIds: Record<string, number> = {};
  const statements: ScoringInput['statements'] = [];
  for (const c of spec.competencies) {
    const [row] = await t.db
      .insert(competencies)
      .values({ companyId, typeId: typeIds[c.type]!, title: `${c.title}`, definition: `${c.title} defined.` })
      .returning();
    competencyIds[c.title] = row!.id;
    for (let i = 0; i < c.statements; i += 1) {
      const [s] = await t.db
        .insert(competencyStatements)
        .values({ companyId, typeId: typeIds[c.type]!, competencyId: row!.id, statement: `${c.title} statement ${i + 1}` })
        .returning();
      statements.push({ id: s!.id, competencyId: row!.id });
    }
  }
  const [survey] = await t.db
    .insert(surveys)
    .values({
      companyId,
      ownerId: admin.userId,
      title: spec.title ?? `Scoring ${n}`,
      audience: 'Individual',
      startDate: day(t, -10),
      endDate: day(t, 10),
      anonymityThreshold: spec.threshold,
      // Results come from closed surveys only.
      closedAt: spec.open ? null : t.clock.now(),
    })
    .returning();
  const surveyId = survey!.id;
  for (const [type, value] of Object.entries(spec.typeValues ?? {})) {
    await t.db.insert(surveyTypeValues).values({ surveyId, companyId, typeId: typeIds[type]!, value });
  }
  await t.db.insert(surveyCompetencies).values(
    spec.competencies.map((c, position) => ({
      surveyId,
      companyId,
      competencyId: competencyIds[c.title]!,
      weight: c.weight,
      expectedLevel: c.expected ?? 'intermediate',
      position,
    })),
  );

  const input: ScoringInput = {
    threshold: spec.threshold,
    competencies: spec.competencies.map((c) => ({ id: competencyIds[c.title]!, typeId: typeIds[c.type]!, weight: c.weight })),
    typeValues: Object.fromEntries(Object.entries(spec.typeValues ?? {}).map(([type, v]) => [typeIds[type]!, v])),
    statements,
    assignments: [],
    answers: [],
  };
  for (const ratee of spec.ratees) {
    for (const rater of ratee.raters) {
      const submitted = rater.submitted ?? true;
      const [a] = await t.db
        .insert(surveyAssignments)
        .values({
          companyId,
          surveyId,
          rateeId: employees[ratee.name]!,
          raterId: employees[rater.name]!,
          relationship: rater.relationship,
          status: submitted ? 'submitted' : 'draft',
          invitedAt: t.clock.now(),
          submittedAt: submitted ? t.clock.now() : null,
        })
        .returning();
      const values = statements.map((s, i) => ({ statementId: s.id, value: rater.answers[Math.min(i, rater.answers.length - 1)] ?? null }));
      await t.db.insert(surveyAnswers).values(values.map((v) => ({ companyId, assignmentId: a!.id, ...v })));
      if (rater.level) {
        await t.db.insert(surveyLevels).values(
          spec.competencies.map((c) => ({
            companyId,
            assignmentId: a!.id,
            competencyId: competencyIds[c.title]!,
            level: rater.level!,
          })),
        );
      }
      if (rater.comment) {
        await t.db
          .insert(surveyComments)
          .values({ companyId, assignmentId: a!.id, competencyId: competencyIds[spec.competencies[0]!.title]!, text: rater.comment });
      }
      input.assignments.push({ id: a!.id, rateeId: employees[ratee.name]!, relationship: rater.relationship, submitted });
      input.answers.push(...values.map((v) => ({ assignmentId: a!.id, ...v })));
    }
  }
  return { surveyId, employees, emails, competencyIds, typeIds, input };
}
