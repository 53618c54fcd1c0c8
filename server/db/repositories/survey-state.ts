import { sql } from 'drizzle-orm';
import type { SurveyStatus } from '../../../schemas/survey';
import type { Db } from '../client';
import { isRowId } from '../sql';
import { rowsOf } from './hierarchy';

/** What mailing, reminding and reading assignments need to know of a survey. */
export interface SurveyState {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  isDraft: boolean;
  status: SurveyStatus;
  companyName: string;
}

/** The day a date-based status is judged on: the app clock's, in UTC (dates carry no zone). */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The survey's status is never stored (DESIGN §4): closed once closed_at is set or the end
 * date has passed; draft while is_draft or before the start date; open otherwise. Null when
 * the id is not a survey of this company.
 */
export async function surveyState(db: Db, companyId: number, id: number, now: Date): Promise<SurveyState | null> {
  if (!isRowId(id)) return null;
  const today = todayOf(now);
  const result = await db.execute(sql`
    select s.id, s.title, s.start_date::text as "startDate", s.end_date::text as "endDate", s.is_draft as "isDraft",
      case when s.closed_at is not null or s.end_date < ${today}::date then 'closed'
        when s.is_draft or s.start_date > ${today}::date then 'draft'
        else 'open' end as status,
      c.name as "companyName"
    from surveys s join companies c on c.id = s.company_id
    where s.company_id = ${companyId} and s.id = ${id}`);
  return rowsOf<SurveyState>(result)[0] ?? null;
}
