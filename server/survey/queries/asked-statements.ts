import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether statement `st` is asked in a survey (`surveyId` an SQL expression): an archived statement
 * stays in the surveys that had started when it was archived (their raters saw it), and is asked in
 * no later one. The answer sheet and the progress counts use this one rule.
 */
export const askedIn = (surveyId: SQL): SQL =>
  sql`(st.archived_at is null or (st.archived_at at time zone 'UTC')::date >= (select sv.start_date from surveys sv where sv.id = ${surveyId}))`;
