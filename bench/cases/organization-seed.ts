import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { acquireDataDirLock } from '../../server/db/data-dir-lock';

const FIRST = [
  'Maria',
  'Daniel',
  'Sofia',
  'Hannah',
  'Liam',
  'Priya',
  'Tomás',
  'Aiko',
  'Ben',
  'Chloé',
  'Omar',
  'Grace',
  'Lucas',
  'Emma',
  'Noah',
  'Ava',
  'Mateo',
  'Zara',
  'Ines',
  'Kofi',
  'Mei',
  'Jonas',
  'Leila',
  'Ravi',
];
const LAST = [
  'Lopez',
  'Okafor',
  'Rossi',
  'Weber',
  'Chen',
  'Nair',
  'García',
  'Tanaka',
  'Carter',
  'Martin',
  'Haddad',
  'Kim',
  'Silva',
  'Novak',
  'Fischer',
  'Johansson',
  'Ahmed',
  'Dubois',
  'Mensah',
  'Wang',
  'Schmidt',
  'Haddad',
  'Patel',
  'Jensen',
  'Moreau',
];
/** By depth in the tree, from the top. */
export const DESIGNATIONS = ['Chief executive', 'Vice president', 'Director', 'Senior manager', 'Manager', 'Team lead', 'Specialist'];
export const DEPARTMENTS = ['Engineering', 'Sales', 'Finance', 'People', 'Operations', 'Marketing'];

/** Rows of a raw query (PGlite answers `rows`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * `count` employees of the admin's company written straight into the database (stopped
 * server, its own data directory): users, their permission rows and employees, one
 * statement each. Employee i reports to employee floor((i - 1) / 8), a tree of eight
 * reports per manager and seven levels for 100,000 people.
 */
export async function seedEmployees(dataDir: string, adminEmail: string, count: number): Promise<void> {
  const lock = acquireDataDirLock(dataDir);
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
  try {
    await handle.db.transaction(async (tx) => {
      const [admin] = rowsOf<{ company_id: number }>(await tx.execute(sql`select company_id from users where lower(email) = ${adminEmail}`));
      if (!admin) throw new Error(`no user ${adminEmail}`);
      const company = admin.company_id;
      const lists = rowsOf<{ id: number; list: string; name: string }>(
        await tx.execute(sql`select id, list, name from master_items where company_id = ${company} order by id`),
      );
      const ids = (list: string, names: string[]) => names.map((n) => lists.find((l) => l.list === list && l.name === n)?.id ?? 'null');
      const designation = sql.raw(`(array[${ids('designation', DESIGNATIONS).join(',')}])`);
      const department = sql.raw(`(array[${ids('department', DEPARTMENTS).join(',')}])`);
      const [{ base }] = rowsOf<{ base: number }>(await tx.execute(sql`select coalesce(max(id), 0) + 1 as base from employees`)) as [{ base: number }];
      await tx.execute(sql`
        with people as (
          insert into users (company_id, email, username, first_name, last_name, contact_num, role, email_verified_at)
          select ${company}, 'person' || i || '@org-bench.example.com', 'person' || i,
            (${textArray(FIRST)})[1 + i % ${FIRST.length}], (${textArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
            '55501' || lpad(i::text, 6, '0'), 'user', now()
          from generate_series(0, ${count - 1}) as i
          returning id, substr(username, 7)::int as i
        )
        insert into employees (id, company_id, user_id, emp_code, designation_id, department_id, parent_id)
        select ${base} + i, ${company}, id, 'E' || lpad(i::text, 6, '0'),
          ${designation}[1 + least(floor(ln(7 * i + 1) / ln(8) + 1e-9)::int, ${DESIGNATIONS.length - 1})],
          ${department}[1 + i % ${DEPARTMENTS.length}],
          case when i = 0 then null else ${base} + (i - 1) / 8 end
        from people`);
      await tx.execute(sql`insert into permissions (user_id) select id from users where company_id = ${company} and role = 'user' on conflict do nothing`);
      await tx.execute(sql`select setval(pg_get_serial_sequence('employees', 'id'), (select max(id) from employees))`);
    });
  } finally {
    await handle.close();
    lock.release();
  }
}
