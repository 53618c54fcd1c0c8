import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../schemas/errors';
import { DEFAULT_ANONYMITY_THRESHOLD, type Survey } from '../../../schemas/survey';
import type { Db } from '../../db/db-type';
import { isForeignKeyViolation } from '../../db/errors';
import { surveys } from '../../db/schema';
import { intArray, isRowId, rowsOf, userDisplayName } from '../../db/sql';
import { checkSurvey } from '../rules/survey-checks';
import type { Lookups, SurveyWriteInput } from '../rules/survey-input';
import { dayOf, selectSurveys } from '../queries/survey-view';
import { readPreview } from '../queries/survey-preview';
import { fixedRatersRaced } from '../queries/fixed-raters';
import { insertSurvey, readStored, updateSurvey } from '../queries/survey-writes';
import { recordAudit, type AuditActor } from '../../audit/record';
import { raterSnapshot, recordRaterChanges } from '../../audit/rater-changes';
import { surveyChanges } from '../../audit/survey-changes';
import { RACE_REFUSALS } from '../messages';

/** A write's outcome: the survey as saved, or every field error (nothing written). */
export type SurveyWrite = { survey: Survey } | { errors: FieldErrors };

// A row the checks found was deleted before the write (another request, same moment): the same 400.
const RACED: Record<string, [string, string]> = {
  survey_competencies_competency_fk: ['competencies', RACE_REFUSALS.competency],
  survey_type_values_type_fk: ['type_values', RACE_REFUSALS.competencyType],
  survey_assignments_ratee_fk: ['survey_assign', RACE_REFUSALS.employee],
  survey_assignments_rater_fk: ['survey_assign', RACE_REFUSALS.employee],
  surveys_designation_fk: ['position', RACE_REFUSALS.designation],
  surveys_department_fk: ['position', RACE_REFUSALS.department],
  surveys_group_fk: ['position', RACE_REFUSALS.group],
};
function raceRefusal(err: unknown): SurveyWrite {
  const fixed = fixedRatersRaced(err);
  if (fixed) return { errors: { survey_assign: [fixed] } };
  for (const [constraint, [field, message]] of Object.entries(RACED)) {
    if (isForeignKeyViolation(err, constraint)) return { errors: { [field]: [message] } };
  }
  throw err;
}

// One parameter per array, whatever its length, so the statement stays the same size for one assignment or 8,000.
const ints = (values: number[]) => intArray([...new Set(values.filter(isRowId))]);

/**
 * Every id of a payload resolved in ONE round trip, for 8,000 assignments as for one:
 * the company's competencies, their types and those named in type_values, the employees
 * (plus `extraPeople`, whose names a refusal may need) and the list items of the position.
 */
export async function lookUp(db: Db, companyId: number, input: SurveyWriteInput, extraPeople: number[] = []): Promise<Lookups> {
  const competencyIds = ints(input.survey.competencies.map((c) => c.competency));
  const position = input.position ?? {};
  const result = await db.execute(sql`
    select json_build_object(
      'competencies', (select coalesce(json_agg(json_build_array(c.id, c.type_id, c.title, c.archived_at is not null)), '[]') from competencies c
        where c.company_id = ${companyId} and c.id = any(${competencyIds})),
      'types', (select coalesce(json_agg(json_build_array(t.id, t.name)), '[]') from competency_types t
        where t.company_id = ${companyId} and (t.id = any(${ints(input.survey.type_values.map((v) => v.type))})
          or t.id in (select c.type_id from competencies c where c.company_id = ${companyId} and c.id = any(${competencyIds})))),
      'people', (select coalesce(json_agg(json_build_array(e.id, ${userDisplayName},
          e.designation_id, e.department_id, e.group_id)), '[]')
        from employees e join users u on u.id = e.user_id
        where e.company_id = ${companyId}
          and e.id = any(${ints([...input.survey_assign.flatMap((a) => [a.ratee, a.rater]), ...(input.survey.chosen_ratees ?? []), ...extraPeople])})),
      'items', (select coalesce(json_agg(json_build_array(m.id, m.list)), '[]') from master_items m
        where m.company_id = ${companyId}
          and m.id = any(${ints([position.designation, position.department, position.group].filter((v): v is number => typeof v === 'number'))})),
      'threshold', (select anonymity_threshold from companies where id = ${companyId})
    )::text as body`);
  const found = JSON.parse(rowsOf<{ body: string }>(result)[0]!.body) as {
    competencies: Array<[number, number, string, boolean]>;
    types: Array<[number, string]>;
    people: Array<[number, string, number | null, number | null, number | null]>;
    items: Array<[number, string]>;
    threshold: number | null;
  };
  return {
    competencies: new Map(found.competencies.map(([id, typeId, title, archived]) => [id, { typeId, title, archived }])),
    types: new Map(found.types),
    people: new Map(found.people.map(([id, name, designation, department, group]) => [id, { name, designation, department, group }])),
    items: new Map(found.items),
    anonymityThreshold: found.threshold ?? DEFAULT_ANONYMITY_THRESHOLD,
  };
}

/**
 * A company's surveys. Every query carries the company, so another
 * company's id finds nothing. `now` is the app clock: a survey's status follows from it.
 * Each write checks everything first and then writes in ONE transaction, with a fixed
 * number of statements whatever the number of assignments.
 */
export function surveysRepository(db: Db, companyId: number) {
  const one = async (tx: Db, id: number, now: Date) => (await selectSurveys(tx, companyId, dayOf(now), sql`s.id = ${id}`))[0] ?? null;

  return {
    async get(id: number, now: Date = new Date()): Promise<Survey | null> {
      return isRowId(id) ? one(db, id, now) : null;
    },

    /** What its raters will be asked (survey-preview.ts). */
    preview: (id: number, now: Date) => readPreview(db, companyId, id, dayOf(now)),

    /** Newest first; `owner` (a user id) keeps only that user's surveys. */
    async list(owner: number | undefined, now: Date = new Date()): Promise<Survey[]> {
      if (owner !== undefined && !isRowId(owner)) return [];
      return selectSurveys(db, companyId, dayOf(now), owner === undefined ? undefined : sql`s.owner_id = ${owner}`);
    },

    /** `ownerId` is the caller's user id. */
    async create(input: SurveyWriteInput, ownerId: number, now: Date, by?: AuditActor): Promise<SurveyWrite> {
      try {
        return await db.transaction(async (tx) => {
          const checked = checkSurvey(input, await lookUp(tx, companyId, input));
          if ('errors' in checked) return checked;
          const id = await insertSurvey(tx, companyId, ownerId, checked.plan);
          const survey = (await one(tx, id, now))!;
          if (by) {
            await recordAudit(tx, by, { action: 'survey.create', entity: 'survey', entityId: id, surveyId: id, after: surveyChanges(null, survey)?.after });
            await recordRaterChanges(tx, by, companyId, id, new Map());
          }
          return { survey };
        });
      } catch (err) {
        return raceRefusal(err);
      }
    },

    /** null when the survey is not the company's. */
    async update(input: SurveyWriteInput & { survey: { id: number } }, now: Date, by?: AuditActor): Promise<SurveyWrite | null> {
      if (!isRowId(input.survey.id)) return null;
      try {
        return await db.transaction(async (tx) => {
          const stored = await readStored(tx, companyId, input.survey.id);
          if (!stored) return null;
          // Only the people a refusal may name beyond those of the payload: raters who have answered.
          const answered = stored.assignments.filter((a) => a.status === 'submitted').flatMap((a) => (a.rater === null ? [a.ratee] : [a.ratee, a.rater]));
          const checked = checkSurvey(input, await lookUp(tx, companyId, input, answered), stored);
          if ('errors' in checked) return checked;
          const was = by ? { survey: (await one(tx, stored.id, now))!, raters: await raterSnapshot(tx, companyId, stored.id) } : null;
          await updateSurvey(tx, companyId, stored, checked.plan, now);
          const survey = (await one(tx, stored.id, now))!;
          if (by && was) {
            const changed = surveyChanges(was.survey, survey);
            if (changed) await recordAudit(tx, by, { action: 'survey.update', entity: 'survey', entityId: survey.id, surveyId: survey.id, ...changed });
            await recordRaterChanges(tx, by, companyId, survey.id, was.raters);
          }
          return { survey };
        });
      } catch (err) {
        return raceRefusal(err);
      }
    },

    /** Sets closed_at once (closing again changes nothing); null when not the company's, 'draft' for a draft. */
    async close(id: number, now: Date, by?: AuditActor): Promise<Survey | 'draft' | null> {
      if (!isRowId(id)) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ isDraft: surveys.isDraft })
          .from(surveys)
          .where(and(eq(surveys.companyId, companyId), eq(surveys.id, id)))
          .for('update');
        if (!row) return null;
        if (row.isDraft) return 'draft';
        const closed = await tx
          .update(surveys)
          .set({ closedAt: now, updatedAt: now })
          .where(and(eq(surveys.companyId, companyId), eq(surveys.id, id), isNull(surveys.closedAt)))
          .returning({ id: surveys.id });
        if (by && closed.length) {
          await recordAudit(tx, by, {
            action: 'survey.close',
            entity: 'survey',
            entityId: id,
            surveyId: id,
            before: { closed_at: null },
            after: { closed_at: now.toISOString() },
          });
        }
        return one(tx, id, now);
      });
    },
  };
}

export type SurveysRepository = ReturnType<typeof surveysRepository>;
