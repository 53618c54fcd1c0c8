import { eq } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { surveysRepository } from '../../survey/actions/surveys';
import type { SurveyWriteInput } from '../../survey/rules/survey-input';
import { surveyAssignments } from '../../db/schema';
import { generateAnswers, writeAnswers, type AssignmentRow } from './answers';
import type { Library } from './company';
import type { Profile } from './profiles';
import type { Random } from './random';
import { titleOf, type PlannedAssignment, type SurveyPlanSpec } from './survey-plans';

const DAY = 24 * 3600_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

interface SurveyWorld {
  companyId: number;
  adminUserId: number;
  employeeIds: number[];
  library: Library;
  profiles: Profile[];
  random: Random;
  now: Date;
}

const payloadDay = (world: SurveyWorld, days: number) => dayOf(new Date(world.now.getTime() + days * DAY));

/** The payload POST /survey/survey-creation/ would take, with the plan's people as employee ids. */
function payload(world: SurveyWorld, spec: SurveyPlanSpec, planned: PlannedAssignment[]): SurveyWriteInput {
  const at = (days: number) => payloadDay(world, days);
  const types = [...new Set(spec.competencies.map((c) => world.library.get(c.title)!.typeId))];
  return {
    survey: {
      title: titleOf(spec, world.now),
      description: spec.description,
      start_date: at(spec.start),
      end_date: at(spec.end),
      audience: 'Individual',
      is_draft: false,
      type_values: types.map((type) => ({ type, value: spec.typeValues[[...world.library.values()].find((c) => c.typeId === type)!.type]! })),
      competencies: spec.competencies.map((c) => ({ competency: world.library.get(c.title)!.id, weight: c.weight, expected_level: c.expected })),
    },
    position: null,
    survey_assign: planned.map((a) => ({ ratee: world.employeeIds[a.ratee]!, rater: world.employeeIds[a.rater]!, relationship: a.relationship })),
  };
}

/**
 * One survey in ONE transaction: created through the survey repository (every rule of a
 * real creation checked), then its answers written set-based. `keepOpen` lists raters
 * (plan indexes) whose sheets stay pending, so the demo account has something to answer.
 */
export async function seedSurvey(db: Db, world: SurveyWorld, spec: SurveyPlanSpec, planned: PlannedAssignment[], keepOpen: number[] = []) {
  return db.transaction(async (tx) => {
    const created = await surveysRepository(tx, world.companyId).create(payload(world, spec, planned), world.adminUserId, world.now);
    if ('errors' in created) throw new Error(`${titleOf(spec, world.now)} was refused: ${JSON.stringify(created.errors)}`);
    const surveyId = created.survey.id;
    const indexOf = new Map(world.employeeIds.map((id, index) => [id, index]));
    const stored = await tx
      .select({ id: surveyAssignments.id, ratee: surveyAssignments.rateeId, rater: surveyAssignments.raterId, relationship: surveyAssignments.relationship })
      .from(surveyAssignments)
      .where(eq(surveyAssignments.surveyId, surveyId))
      .orderBy(surveyAssignments.id);
    const rows: AssignmentRow[] = stored.map((a) => ({ ...a, ratee: indexOf.get(a.ratee)!, rater: indexOf.get(a.rater!)! }));
    // The demo account's first sheet is submitted, the rest wait for them.
    const theirs = rows.filter((r) => keepOpen.includes(r.rater));
    const first = theirs.find((r) => r.relationship !== 'self');
    const forced = new Map(theirs.map((r) => [r.id, r === first ? ('submitted' as const) : ('pending' as const)]));
    const start = new Date(`${payloadDay(world, spec.start)}T00:00:00Z`);
    const end = new Date(`${payloadDay(world, spec.end)}T18:00:00Z`);
    const until = end < world.now ? end : new Date(world.now.getTime() - 3600_000);
    const frame = {
      companyId: world.companyId,
      start,
      until,
      competencies: spec.competencies.map((c) => ({ id: world.library.get(c.title)!.id, title: c.title, statements: world.library.get(c.title)!.statements })),
    };
    const generated = generateAnswers(world.random, frame, rows, world.profiles, forced);
    await writeAnswers(tx, world.companyId, generated);
    return { surveyId, ratees: new Set(rows.map((r) => r.ratee)), endsAt: end };
  });
}
