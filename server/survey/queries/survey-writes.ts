import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { surveyAssignments, surveyCompetencies, surveys, surveyTypeValues } from '../../db/schema';
import { intArray, textArray } from '../../db/sql';
import { pairKey } from '../rules/survey-assign-checks';
import type { StoredSurvey, SurveyPlan } from '../rules/survey-checks';
import { fixedRatees } from './fixed-raters';

// Arrays travel as one parameter each: 8,000 assignments are three parameters.
const ints = intArray;
const texts = textArray;

function surveyColumns(plan: SurveyPlan) {
  return {
    title: plan.title,
    description: plan.description,
    startDate: plan.startDate,
    endDate: plan.endDate,
    anonymityThreshold: plan.anonymityThreshold,
    audience: plan.audience,
    isDraft: plan.isDraft,
    chosenRatees: plan.chosenRatees,
    positionDesignationId: plan.position?.designation ?? null,
    positionDepartmentId: plan.position?.department ?? null,
    positionGroupId: plan.position?.group ?? null,
    ...(plan.invitationIntro !== undefined && { invitationIntro: plan.invitationIntro }),
    ...(plan.languages !== undefined && { languages: plan.languages }),
  };
}

/** Type values and competencies, in the order chosen: one statement each. */
async function insertModel(tx: Db, companyId: number, surveyId: number, plan: SurveyPlan): Promise<void> {
  if (plan.typeValues.length) {
    await tx.execute(sql`
      insert into survey_type_values (survey_id, company_id, type_id, value)
      select ${surveyId}::int, ${companyId}::int, t.type_id, t.value
      from unnest(${ints(plan.typeValues.map((v) => v.type))}, ${ints(plan.typeValues.map((v) => v.value))}) as t(type_id, value)`);
  }
  if (plan.competencies.length) {
    const c = plan.competencies;
    await tx.execute(sql`
      insert into survey_competencies (survey_id, company_id, competency_id, weight, expected_level, position)
      select ${surveyId}::int, ${companyId}::int, t.competency_id, t.weight, t.expected_level, t.position::int
      from unnest(${ints(c.map((x) => x.competency))}, ${ints(c.map((x) => x.weight))}, ${texts(c.map((x) => x.expected_level))})
        with ordinality as t(competency_id, weight, expected_level, position)`);
  }
}

async function insertAssignments(tx: Db, companyId: number, surveyId: number, rows: SurveyPlan['assignments']): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`
    insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship)
    select ${companyId}::int, ${surveyId}::int, t.ratee_id, t.rater_id, t.relationship
    from unnest(${ints(rows.map((a) => a.ratee))}, ${ints(rows.map((a) => a.rater))}, ${texts(rows.map((a) => a.relationship))})
      as t(ratee_id, rater_id, relationship)`);
}

/** A new survey in a fixed number of statements, whatever its size; the caller's transaction holds them. */
export async function insertSurvey(tx: Db, companyId: number, ownerId: number, plan: SurveyPlan): Promise<number> {
  const [row] = await tx
    .insert(surveys)
    .values({ companyId, ownerId, ...surveyColumns(plan) })
    .returning({ id: surveys.id });
  await insertModel(tx, companyId, row!.id, plan);
  await insertAssignments(tx, companyId, row!.id, plan.assignments);
  return row!.id;
}

/**
 * The survey row, and its model unless answers lock it. Assignments are merged: a pair
 * still wanted keeps its row (status, invitation), its relationship may change; pairs no
 * longer wanted go (the checks refused dropping a submitted one); new pairs are added.
 */
export async function updateSurvey(tx: Db, companyId: number, stored: StoredSurvey, plan: SurveyPlan, now: Date): Promise<void> {
  await tx
    .update(surveys)
    .set({ ...surveyColumns(plan), updatedAt: now })
    .where(and(eq(surveys.companyId, companyId), eq(surveys.id, stored.id)));
  const locked = stored.assignments.some((a) => a.status === 'submitted');
  if (!locked) {
    await tx.delete(surveyTypeValues).where(eq(surveyTypeValues.surveyId, stored.id));
    await tx.delete(surveyCompetencies).where(eq(surveyCompetencies.surveyId, stored.id));
    await insertModel(tx, companyId, stored.id, plan);
  }
  // A former employee's submitted answers (rater null) are no pair of the payload: they stay as they are.
  const current = stored.assignments.filter((a) => a.rater !== null);
  const existing = new Map(current.map((a) => [pairKey(a.ratee, a.rater!), a]));
  const wanted = new Set(plan.assignments.map((a) => pairKey(a.ratee, a.rater)));
  const dropped = current.filter((a) => !wanted.has(pairKey(a.ratee, a.rater!))).map((a) => a.id);
  const changed = plan.assignments.flatMap((a) => {
    const kept = existing.get(pairKey(a.ratee, a.rater));
    return kept && kept.relationship !== a.relationship ? [{ id: kept.id, relationship: a.relationship }] : [];
  });
  if (dropped.length) await tx.execute(sql`delete from survey_assignments where survey_id = ${stored.id} and id = any(${ints(dropped)})`);
  if (changed.length) {
    await tx.execute(sql`
      update survey_assignments a set relationship = t.relationship
      from unnest(${ints(changed.map((c) => c.id))}, ${texts(changed.map((c) => c.relationship))}) as t(id, relationship)
      where a.survey_id = ${stored.id} and a.id = t.id`);
  }
  await insertAssignments(
    tx,
    companyId,
    stored.id,
    plan.assignments.filter((a) => !existing.has(pairKey(a.ratee, a.rater))),
  );
}

/** The survey as a PATCH needs it, its row locked so that two edits of it run one after the other; null when not the company's. */
export async function readStored(tx: Db, companyId: number, id: number): Promise<StoredSurvey | null> {
  const [row] = await tx
    .select()
    .from(surveys)
    .where(and(eq(surveys.companyId, companyId), eq(surveys.id, id)))
    .for('update');
  if (!row) return null;
  const typeValues = await tx
    .select({ type: surveyTypeValues.typeId, value: surveyTypeValues.value })
    .from(surveyTypeValues)
    .where(eq(surveyTypeValues.surveyId, id));
  const competencies = await tx
    .select({
      competency: surveyCompetencies.competencyId,
      weight: surveyCompetencies.weight,
      expected_level: surveyCompetencies.expectedLevel,
    })
    .from(surveyCompetencies)
    .where(eq(surveyCompetencies.surveyId, id))
    .orderBy(asc(surveyCompetencies.position));
  const assignments = await tx
    .select({
      id: surveyAssignments.id,
      ratee: surveyAssignments.rateeId,
      rater: surveyAssignments.raterId,
      relationship: surveyAssignments.relationship,
      status: surveyAssignments.status,
    })
    .from(surveyAssignments)
    .where(eq(surveyAssignments.surveyId, id));
  const position =
    row.audience === 'Position/Group' ? { designation: row.positionDesignationId, department: row.positionDepartmentId, group: row.positionGroupId } : null;
  return {
    id,
    isDraft: row.isDraft,
    closedAt: row.closedAt,
    resultsOpenedAt: row.resultsOpenedAt,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
    anonymityThreshold: row.anonymityThreshold,
    languages: row.languages,
    position,
    typeValues,
    competencies,
    assignments,
    fixedRatees: await fixedRatees(tx, companyId, id),
  };
}
