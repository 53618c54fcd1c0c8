import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { intArray, rowsOf, textArray } from '../../db/sql';
import type { LedgerEntry, Space } from '../rules/ledger-decisions';

/** The company's HR as one audience; a person by their employee id. */
export const HR = 'hr';
export const personAudience = (employeeId: number) => `e${employeeId}`;

/**
 * Holds the audiences' rows until the transaction ends (making them on first use), in one order everywhere, so a
 * second reader of the same audience waits for the first one's decisions instead of deciding beside it.
 */
export async function lockAudiences(tx: Db, companyId: number, audiences: string[]): Promise<void> {
  const sorted = [...new Set(audiences)].sort();
  // An insert holds the row it makes, and ON CONFLICT DO UPDATE the row it meets: one statement either way.
  await tx.execute(sql`insert into disclosure_audiences (company_id, audience)
    select ${companyId}, a from unnest(${textArray(sorted)}) as a
    on conflict (company_id, audience) do update set audience = excluded.audience`);
}

/** A ledger row holds a figure's items that share members and decision: read back one entry per item. */
const ENTRY = sql`survey_id, ratee_id, space, figure, unnest(items) as item, members, released, combines_with`;

/** What an audience was decided for one report (both spaces). */
export async function reportEntries(db: Db, companyId: number, audience: string, surveyId: number, rateeId: number): Promise<LedgerEntry[]> {
  const result = await db.execute(sql`select ${ENTRY}
    from disclosure_ledger
    where company_id = ${companyId} and audience = ${audience} and survey_id = ${surveyId} and ratee_id = ${rateeId}`);
  return rowsOf<LedgerEntry>(result);
}

async function entriesOf(db: Db, companyId: number, audiences: string[], space: Space, ratees: number[] | null, releasedOnly: boolean) {
  const result = await db.execute(sql`select ${ENTRY}
    from disclosure_ledger
    where company_id = ${companyId} and audience = any(${textArray(audiences)}) and space = ${space}
      ${releasedOnly ? sql`and released` : sql``}
      ${ratees ? sql`and ratee_id = any(${intArray(ratees)})` : sql``}
    order by id`);
  return rowsOf<LedgerEntry>(result);
}

/** Everything some audiences were released in one space: about some ratees, or (null) about anyone. */
export const releasedEntries = (db: Db, companyId: number, audiences: string[], space: Space, ratees: number[] | null) =>
  entriesOf(db, companyId, audiences, space, ratees, true);

/** Everything decided for some audiences in one space, released or withheld. */
export const decidedEntries = (db: Db, companyId: number, audiences: string[], space: Space, ratees: number[] | null) =>
  entriesOf(db, companyId, audiences, space, ratees, false);

type Row = Omit<LedgerEntry, 'item'> & { items: number[] };

/** Entries that differ only in their item, as one row. */
function rowsOfEntries(entries: LedgerEntry[]): Row[] {
  const rows = new Map<string, Row>();
  for (const e of entries) {
    const key = [e.survey_id, e.ratee_id, e.space, e.figure, e.released, e.members.join(), e.combines_with.join()].join('|');
    const row = rows.get(key);
    if (row) row.items.push(e.item);
    else rows.set(key, { ...e, items: [e.item] });
  }
  return [...rows.values()];
}

/**
 * Records decisions, made while holding the audience (lockAudiences), so each figure is decided once. Columns go
 * as parallel arrays, the lists joined with commas (keys and ids hold none).
 */
export async function writeEntries(tx: Db, companyId: number, audience: string, entries: LedgerEntry[]): Promise<void> {
  const rows = rowsOfEntries(entries);
  if (rows.length === 0) return;
  const column = <T>(pick: (r: Row) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`insert into disclosure_ledger
      (company_id, audience, survey_id, ratee_id, space, figure, items, members, released, combines_with)
    select ${companyId}, ${audience}, x.survey_id, x.ratee_id, x.space, x.figure, string_to_array(x.items, ',')::int[],
      string_to_array(x.members, ','), x.released, string_to_array(x.combines_with, ',')::int[]
    from unnest(${column((r) => r.survey_id)}::int[], ${column((r) => r.ratee_id)}::int[], ${column((r) => r.space)}::text[],
      ${column((r) => r.figure)}::text[], ${column((r) => r.items.join())}::text[], ${column((r) => r.members.join())}::text[],
      ${column((r) => r.released)}::boolean[], ${column((r) => r.combines_with.join())}::text[])
      as x(survey_id, ratee_id, space, figure, items, members, released, combines_with)`);
}

/**
 * The company's HR as the auditor counts it: everyone who may read every report (the feedback area, or an admin,
 * who can give it to themselves). HR knows its members' own answers, and reads with what each of them was shown.
 */
export async function hrMembers(db: Db, companyId: number): Promise<number[]> {
  const result = await db.execute(sql`select e.id from employees e join users u on u.id = e.user_id
    left join permissions p on p.user_id = u.id
    where e.company_id = ${companyId} and (coalesce(p.feedback, false) or u.role = 'admin')`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}
