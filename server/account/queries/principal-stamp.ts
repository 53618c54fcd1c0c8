import { sql, type SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';

/**
 * What a signed-in user's principal is read from, as one short text: the row versions
 * (PostgreSQL's xmin, the transaction that wrote the row) of the user, its permissions and
 * its company. Any committed change to one of them (a permission removed, a role, a new
 * password's token version, the address unconfirmed, the company renamed) gives another text;
 * a deleted user gives null. A new row version never reuses the old one's transaction id, so
 * an equal stamp means nothing was written since. No column or trigger to keep up: every
 * write bumps it, present and future. The last part is the newest revoked session's row
 * version: signing out anywhere changes the stamp, so every process re-reads (and then
 * refuses) a cached principal whose session ended.
 *
 * Given a number or a placeholder, it is uncorrelated with the statement it sits in, so
 * PostgreSQL runs it once per statement.
 */
export const principalStamp = (userId: Placeholder | number | SQL): SQL<string | null> => sql<string | null>`(
  select u.xmin::text || ':' || coalesce(p.xmin::text, '-') || ':' || coalesce(c.xmin::text, '-') || ':' || coalesce((
    select max(s.xmin::text::bigint) from sessions s where s.user_id = u.id and s.revoked_at is not null)::text, '-')
  from users u left join permissions p on p.user_id = u.id left join companies c on c.id = u.company_id
  where u.id = ${userId})`;
