import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db-type';
import { competencies, employees } from '../../db/schema';
import { rowsOf } from '../../db/sql';

/** How many rows of one kind use a row, and what they are called (one, many); `names` lets the refusal name them. */
interface Usage {
  count: number;
  noun: readonly [string, string];
  names?: string[];
}

type UsageCount = (db: Db, companyId: number, id: number) => Promise<Usage>;

const competenciesOfType: UsageCount = async (db, companyId, id) => {
  const [row] = await db
    .select({ n: count() })
    .from(competencies)
    .where(and(eq(competencies.companyId, companyId), eq(competencies.typeId, id)));
  return { count: row?.n ?? 0, noun: ['competency', 'competencies'] };
};

/** Employees placed in a designation, department or group: deleting it would leave them pointing nowhere. */
const employeesIn =
  (column: PgColumn): UsageCount =>
  async (db, companyId, id) => {
    const [row] = await db
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(column, id)));
    return { count: row?.n ?? 0, noun: ['employee', 'employees'] };
  };

/**
 * Surveys that use a row (`uses` tests the survey `s` against the id): their keys refuse
 * the delete (NO ACTION), so it is refused first, naming the surveys an admin would edit.
 */
const surveysUsing =
  (uses: (id: number) => SQL, noun: Usage['noun'] = ['survey', 'surveys']): UsageCount =>
  async (db, companyId, id) => {
    const result = await db.execute(sql`
    select s.title from surveys s where s.company_id = ${companyId} and ${uses(id)} order by s.created_at, s.id`);
    const names = rowsOf<{ title: string }>(result).map((r) => r.title);
    return { count: names.length, noun, names };
  };

/**
 * A competency is used by the surveys that rate it, and by those holding answers about it
 * (a level, a comment, an answered statement) saved before it was taken out of the survey:
 * the answers' keys would refuse its deletion all the same.
 */
const surveysWithCompetency = surveysUsing(
  (id) => sql`(exists (select 1 from survey_competencies sc
    where sc.survey_id = s.id and sc.competency_id = ${id})
  or exists (select 1 from survey_assignments a join survey_levels l on l.assignment_id = a.id
    where a.survey_id = s.id and l.competency_id = ${id})
  or exists (select 1 from survey_assignments a join survey_comments k on k.assignment_id = a.id
    where a.survey_id = s.id and k.competency_id = ${id})
  or exists (select 1 from survey_assignments a join survey_answers sa on sa.assignment_id = a.id
    join competency_statements st on st.id = sa.statement_id where a.survey_id = s.id and st.competency_id = ${id}))`,
);
/** A statement raters have answered (drafts too): their answers would lose what they answer. */
const surveysWithAnswersTo = surveysUsing(
  (id) => sql`exists (select 1 from survey_assignments a
    join survey_answers sa on sa.assignment_id = a.id where a.survey_id = s.id and sa.statement_id = ${id})`,
  ['answered survey', 'answered surveys'],
);
const surveysWithType = surveysUsing(
  (id) => sql`exists (select 1 from survey_type_values tv
  where tv.survey_id = s.id and tv.type_id = ${id})`,
);
/** A library action development plans took (issue 40): its outcomes are the evidence, so it is archived, not deleted. */
const plansWithLibraryAction: UsageCount = async (db, companyId, id) => {
  const result = await db.execute(sql`select count(*)::int as n from development_actions d where d.company_id = ${companyId} and d.library_action_id = ${id}`);
  return { count: rowsOf<{ n: number }>(result)[0]?.n ?? 0, noun: ['development plan action', 'development plan actions'] };
};
const surveysForPosition = (column: string) => surveysUsing((id) => sql`${sql.identifier(column)} = ${id}`);

/** At most this many names in a refusal; the count says the rest. */
const NAMED = 3;
function phrase({ count: n, noun, names }: Usage): string {
  const counted = `${n} ${n === 1 ? noun[0] : noun[1]}`;
  if (!names?.length) return counted;
  const listed = names
    .slice(0, NAMED)
    .map((name) => `“${name}”`)
    .join(', ');
  return `${counted} (${listed}${names.length > NAMED ? '…' : ''})`;
}

/**
 * Where each kind of company row can be used, so none vanishes silently (README: in-use
 * rules). Later areas add theirs here.
 */
const usages: Record<string, readonly UsageCount[]> = {
  group: [employeesIn(employees.groupId), surveysForPosition('position_group_id')],
  designation: [employeesIn(employees.designationId), surveysForPosition('position_designation_id')],
  department: [employeesIn(employees.departmentId), surveysForPosition('position_department_id')],
  'competency-type': [competenciesOfType, surveysWithType],
  competency: [surveysWithCompetency],
  statement: [surveysWithAnswersTo],
  'library-action': [plansWithLibraryAction],
};

/** "3 employees and 1 survey (“Q3 review”)", or null when nothing uses the row. */
export async function usageOf(db: Db, kind: string, companyId: number | null, id: number): Promise<string | null> {
  if (companyId === null) return null;
  const found: string[] = [];
  for (const check of usages[kind] ?? []) {
    const usage = await check(db, companyId, id);
    if (usage.count > 0) found.push(phrase(usage));
  }
  return found.length ? found.join(' and ') : null;
}
