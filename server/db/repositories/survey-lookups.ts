import { sql } from 'drizzle-orm';
import type { SurveyAssign, SurveyCreation, SurveyPosition } from '../../../schemas/survey';
import type { Db } from '../client';
import { intArray, isRowId, rowsOf, userDisplayName } from '../sql';

/** A survey write as the repository takes it: the body of a POST, or of a PATCH with the survey's id. */
export interface SurveyWriteInput {
  survey: SurveyCreation['survey'] & { id?: number };
  position?: SurveyPosition | null;
  survey_assign: SurveyAssign[];
}

export interface Person {
  name: string;
  designation: number | null;
  department: number | null;
  group: number | null;
}

/** What a payload's ids name in the company, and nothing of any other company's. */
export interface Lookups {
  competencies: Map<number, { typeId: number; title: string }>;
  types: Map<number, string>;
  people: Map<number, Person>;
  /** Designation, department and group items: id → list. */
  items: Map<number, string>;
  anonymityThreshold: number;
}

// One parameter per array, whatever its length (server/db/repositories/employee-import.ts).
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
      'competencies', (select coalesce(json_agg(json_build_array(c.id, c.type_id, c.title)), '[]') from competencies c
        where c.company_id = ${companyId} and c.id = any(${competencyIds})),
      'types', (select coalesce(json_agg(json_build_array(t.id, t.name)), '[]') from competency_types t
        where t.company_id = ${companyId} and (t.id = any(${ints(input.survey.type_values.map((v) => v.type))})
          or t.id in (select c.type_id from competencies c where c.company_id = ${companyId} and c.id = any(${competencyIds})))),
      'people', (select coalesce(json_agg(json_build_array(e.id, ${userDisplayName},
          e.designation_id, e.department_id, e.group_id)), '[]')
        from employees e join users u on u.id = e.user_id
        where e.company_id = ${companyId}
          and e.id = any(${ints([...input.survey_assign.flatMap((a) => [a.ratee, a.rater]), ...extraPeople])})),
      'items', (select coalesce(json_agg(json_build_array(m.id, m.list)), '[]') from master_items m
        where m.company_id = ${companyId}
          and m.id = any(${ints([position.designation, position.department, position.group].filter((v): v is number => typeof v === 'number'))})),
      'threshold', (select anonymity_threshold from companies where id = ${companyId})
    )::text as body`);
  const found = JSON.parse(rowsOf<{ body: string }>(result)[0]!.body) as {
    competencies: Array<[number, number, string]>;
    types: Array<[number, string]>;
    people: Array<[number, string, number | null, number | null, number | null]>;
    items: Array<[number, string]>;
    threshold: number | null;
  };
  return {
    competencies: new Map(found.competencies.map(([id, typeId, title]) => [id, { typeId, title }])),
    types: new Map(found.types),
    people: new Map(found.people.map(([id, name, designation, department, group]) => [id, { name, designation, department, group }])),
    items: new Map(found.items),
    anonymityThreshold: found.threshold ?? 3,
  };
}
