import { sql, type SQL } from 'drizzle-orm';

/**
 * Whose assignments a rater's reads and saves reach: a signed-in user's (through their
 * employee in the company) or an outside rater's (through the link mailed to them).
 */
export type RaterKey = { userId: number } | { externalId: number };

/** The condition on the assignment `a` that makes it the rater's; the company is checked beside it. */
export function ratersAssignment(key: RaterKey): SQL {
  if ('externalId' in key) return sql`a.external_rater_id = ${key.externalId}`;
  return sql`exists (select 1 from employees e where e.company_id = a.company_id and e.id = a.rater_id and e.user_id = ${key.userId})`;
}

/** Named statements keep one text per name: each kind of key gets its own. */
export const statementName = (name: string, key: RaterKey) => ('externalId' in key ? `${name}_external` : name);
