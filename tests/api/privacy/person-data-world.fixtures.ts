import { sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { rowsOf } from '../../../server/db/sql';
import { engagementWorld, type EngagementWorld } from '../coaching/engagement-world.fixtures';
import type { TestApp } from '../helpers/test-app';

/**
 * The coaching world (a closed survey whose reports are released to Ana and Ben, rated by Mo and Peer1–3, Ana coached
 * by Cora) with what a person's data adds: comments by Peer1 on Ana and Ben, Ana's development action (coached by
 * Cora), a session and notes of Ana's coaching, and the reports read once by HR and by Ana (so the auditor's ledgers
 * hold Peer1's key).
 */
export interface PersonDataWorld extends EngagementWorld {
  /** Peer1: rated Ana and Ben, commented on both. */
  peer: { employeeId: number; userId: number; name: string; email: string };
  action: number;
}

const one = async (t: TestApp, query: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await t.db.execute(query))[0]!.id;

export async function personDataWorld(t: TestApp): Promise<PersonDataWorld> {
  const world = await engagementWorld(t);
  const { companyId, survey } = world;
  const peer = world.w.people.Peer1!;
  const { coaching, communication } = world.competencies;
  for (const ratee of [world.ana.employeeId, world.ben.employeeId]) {
    await t.db.execute(sql`insert into survey_comments (assignment_id, company_id, competency_id, text)
      select a.id, a.company_id, ${coaching}, 'Listens well and asks good questions.' from survey_assignments a
      where a.survey_id = ${survey} and a.ratee_id = ${ratee} and a.rater_id = ${peer.id}`);
  }
  const action = await one(
    t,
    sql`insert into development_actions (company_id, survey_id, ratee_id, competency_id, title, notes, owner_id, coach_id)
      values (${companyId}, ${survey}, ${world.ana.employeeId}, ${communication}, 'Run the weekly retro', 'Ask before telling',
        ${world.ana.employeeId}, ${world.cora.employeeId}) returning id`,
  );
  const session = await one(
    t,
    sql`insert into coaching_sessions (company_id, engagement_id, starts_at, minutes, location)
      values (${companyId}, ${world.engagements.internal}, now() + interval '2 days', 60, 'Room 4') returning id`,
  );
  await t.db.execute(sql`insert into coaching_notes (company_id, engagement_id, session_id, author, body) values
    (${companyId}, ${world.engagements.internal}, ${session}, 'coachee', 'I want to listen more.'),
    (${companyId}, ${world.engagements.internal}, ${session}, 'coach', 'Agreed on a first step.')`);
  return { ...world, peer: { employeeId: peer.id, userId: peer.userId, name: peer.name, email: peer.email }, action };
}

/** The files of a ZIP answer, by name, as text. */
export function unzip(body: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(body, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const files: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * Where a text appears in the whole database: every text, text[] and json(b) column of every table, searched through
 * information_schema (no hand-kept list). `word` matches a whole word only (a last name such as Scored7 is not in
 * Scored70). Answers "table.column" for each hit.
 */
export async function whereFound(t: TestApp, needle: string, how: 'within' | 'word' = 'within'): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await t.db.execute(sql`select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
      and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`),
  );
  const hits: string[] = [];
  const pattern = how === 'word' ? `\\m${needle.replace(/[^A-Za-z0-9]/g, '\\$&')}\\M` : null;
  for (const c of columns) {
    const value = sql.raw(`"${c.column_name}"::text`);
    const test = pattern === null ? sql`strpos(lower(${value}), lower(${needle})) > 0` : sql`${value} ~* ${pattern}`;
    const found = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ${sql.raw(`"${c.table_name}"`)} where ${test}`))[0]!.n;
    if (found > 0) hits.push(`${c.table_name}.${c.column_name}`);
  }
  return hits;
}
