import { sql } from 'drizzle-orm';
import type { Checklist } from '../../../schemas/getting-started';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';

/**
 * The getting-started checklist from the company's rows, in ONE query. A step is done when:
 * people — an employee exists; competencies — a competency in use (not archived) has a
 * statement, so a survey has something to ask; survey — any survey exists (a draft counts);
 * launch — a published survey has invited at least one rater.
 */
export function checklistRepository(db: Db, companyId: number) {
  return {
    async read(): Promise<Checklist> {
      const [row] = rowsOf<{ people: boolean; competencies: boolean; survey: boolean; launch: boolean; dismissed_at: string | null }>(
        await db.execute(sql`
        select
          exists (select 1 from employees e where e.company_id = ${companyId}) as people,
          exists (select 1 from competencies c join competency_statements st on st.company_id = c.company_id and st.competency_id = c.id
            where c.company_id = ${companyId} and c.archived_at is null and st.archived_at is null) as competencies,
          exists (select 1 from surveys s where s.company_id = ${companyId}) as survey,
          exists (select 1 from surveys s join survey_assignments a on a.company_id = s.company_id and a.survey_id = s.id
            where s.company_id = ${companyId} and not s.is_draft and a.invited_at is not null) as launch,
          to_char(co.checklist_dismissed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as dismissed_at
        from companies co where co.id = ${companyId}`),
      );
      const found = row ?? { people: false, competencies: false, survey: false, launch: false, dismissed_at: null };
      return {
        steps: (['people', 'competencies', 'survey', 'launch'] as const).map((key) => ({ key, done: Boolean(found[key]) })),
        dismissed_at: found.dismissed_at,
      };
    },

    /** Dismissing again keeps the first moment. */
    async dismiss(now: Date): Promise<void> {
      await db.execute(sql`update companies set checklist_dismissed_at = coalesce(checklist_dismissed_at, ${now.toISOString()}::timestamptz)
        where id = ${companyId}`);
    },
  };
}
