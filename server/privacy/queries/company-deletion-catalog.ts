import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import type { CatalogFacts, ForeignKey } from '../rules/company-deletion-order';

/**
 * What the database says of itself, in the schema the product's tables live in: which tables have a `company_id`,
 * every foreign key with its columns in order, and the columns that hold an email address (the rows keyed by an
 * address rather than a row, rate-limit counters and account mails, are found by them). Read through pg_catalog and
 * information_schema, which PGlite and PostgreSQL both have.
 */
export async function readCatalog(db: Db): Promise<CatalogFacts & { emailColumns: Array<{ table: string; column: string }> }> {
  const columns = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`select c.table_name as table, c.column_name as column
      from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and (c.column_name = 'company_id' or c.column_name = 'email')
      order by 1, 2`),
  );
  const foreignKeys = rowsOf<ForeignKey>(
    await db.execute(sql`select child.relname as child, parent.relname as parent,
        array(select a.attname::text from unnest(k.conkey) with ordinality n(num, i)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = n.num order by n.i) as "childColumns",
        array(select a.attname::text from unnest(k.confkey) with ordinality n(num, i)
          join pg_attribute a on a.attrelid = k.confrelid and a.attnum = n.num order by n.i) as "parentColumns"
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = (select oid from pg_namespace where nspname = current_schema())
      order by 1, 2, k.conname`),
  );
  const companyTables = columns.filter((c) => c.column === 'company_id').map((c) => c.table);
  const emailColumns = columns.filter((c) => c.column === 'email');
  return { companyTables, foreignKeys, emailColumns };
}
