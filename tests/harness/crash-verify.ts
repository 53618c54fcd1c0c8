import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { rowsOf } from '../../server/db/sql';
import { CRASH_DOMAIN } from './crash-company';
import type { Write } from './crash-writes';

export interface Verdict {
  answered2xx: number;
  /** Writes answered 2xx that are missing or not whole. */
  lost: string[];
  /** Anything in the database written only in part, whatever its answer was (or whether it got one). */
  halfDone: string[];
  /** Writes answered with anything but 2xx: every write the campaign sends is valid. */
  refused: string[];
}

const is2xx = (w: Write) => w.status !== null && w.status >= 200 && w.status < 300;

/** The campaign's rows as the database holds them, each judged whole or not. */
async function readState(where: { dataDir: string; databaseUrl?: string }) {
  const handle = await openDatabase({ databaseUrl: where.databaseUrl || undefined, pgliteDir: path.join(where.dataDir, 'pg') });
  try {
    const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(query));
    // Statistics first: the campaign has just written ~100,000 rows that neither PGlite (no autovacuum)
    // nor a busy PostgreSQL has sampled yet, and with none the planner loops where it should hash.
    await q(sql`analyze`);
    const surveys = await q<{ title: string; copies: number; assignments: number; competencies: number; types: number }>(sql`
      select s.title, count(*) over (partition by s.title)::int as copies,
        (select count(*)::int from survey_assignments a where a.survey_id = s.id) as assignments,
        (select count(*)::int from survey_competencies c where c.survey_id = s.id) as competencies,
        (select count(*)::int from survey_type_values t where t.survey_id = s.id) as types
      from surveys s where s.title like 'crash survey %'`);
    // Joined as sets: 200 kills make ~100,000 employees and as many mails, too many to look up one by one.
    const people = await q<{ email: string; employee: boolean; permissions: boolean; pending: boolean; token: boolean; mailed: boolean }>(sql`
      with tokens as (select distinct user_id from one_time_tokens where purpose = 'reset'),
        mailed as (select distinct lower("to") as email from outbox)
      select lower(u.email) as email, e.id is not null as employee, p.user_id is not null as permissions,
        coalesce(e.invite_pending, false) as pending, t.user_id is not null as token, m.email is not null as mailed
      from users u left join employees e on e.user_id = u.id left join permissions p on p.user_id = u.id
        left join tokens t on t.user_id = u.id left join mailed m on m.email = lower(u.email)
      where u.role = 'user' and u.email like ${`%@${CRASH_DOMAIN}`}`);
    const sheets = await q<{
      id: number;
      status: string;
      answers: number;
      levels: number;
      comments: number;
      scores: number;
      statements: number;
      competencies: number;
    }>(sql`
      select a.id, a.status,
        (select count(*)::int from survey_answers x where x.assignment_id = a.id) as answers,
        (select count(*)::int from survey_levels x where x.assignment_id = a.id) as levels,
        (select count(*)::int from survey_comments x where x.assignment_id = a.id) as comments,
        (select count(*)::int from rater_competency_scores x where x.assignment_id = a.id) as scores,
        (select count(*)::int from competency_statements st join survey_competencies sc
          on sc.competency_id = st.competency_id and sc.survey_id = a.survey_id) as statements,
        (select count(*)::int from survey_competencies sc where sc.survey_id = a.survey_id) as competencies
      from survey_assignments a join surveys s on s.id = a.survey_id where s.title like 'sheets %'`);
    return { surveys, people, sheets };
  } finally {
    await handle.close();
  }
}

/**
 * Reads the database directly (the server stopped) and judges every write of the ledger,
 * then everything else the campaign could have touched: a survey whose rows do not match
 * its title, an employee without account rows or without the welcome mail its cleared flag
 * promises, an answer sheet stored in part.
 */
export async function verifyCampaign(where: { dataDir: string; databaseUrl?: string }, ledger: Write[]): Promise<Verdict> {
  const { surveys, people, sheets } = await readState(where);
  const halfDone: string[] = [];
  const surveyWhole = new Map<string, boolean>();
  for (const s of surveys) {
    const [, k, c, t] = s.title.match(/k=(\d+) c=(\d+) t=(\d+)$/)!.map(Number);
    const whole = s.copies === 1 && s.assignments === k && s.competencies === c && s.types === t;
    surveyWhole.set(s.title, whole);
    if (!whole) halfDone.push(`survey "${s.title}": ${s.copies} copies, ${s.assignments} assignments, ${s.competencies} competencies, ${s.types} type values`);
  }
  const personWhole = new Map<string, boolean>();
  for (const p of people) {
    const whole = p.employee && p.permissions && (p.pending || (p.token && p.mailed));
    personWhole.set(p.email, whole);
    if (!whole)
      halfDone.push(
        `employee ${p.email}: employee ${p.employee}, permissions ${p.permissions}, invite pending ${p.pending}, set-password token ${p.token}, welcome mail ${p.mailed}`,
      );
  }
  const sheetWhole = new Map<number, boolean>();
  for (const a of sheets) {
    const present = a.status !== 'pending' || a.answers + a.levels + a.comments > 0;
    if (!present) continue;
    const n = a.competencies;
    const whole = a.status === 'submitted' && a.answers === a.statements && a.levels === n && a.comments === n && a.scores === n;
    sheetWhole.set(a.id, whole);
    if (!whole)
      halfDone.push(
        `assignment ${a.id}: ${a.status}, ${a.answers}/${a.statements} answers, ${a.levels} levels, ${a.comments} comments, ${a.scores} scores of ${n}`,
      );
  }

  const lost: string[] = [];
  const refused: string[] = [];
  for (const w of ledger) {
    const name =
      w.kind === 'survey'
        ? w.title
        : w.kind === 'employee'
          ? w.email
          : w.kind === 'import'
            ? `import ${w.prefix}* (${w.rows} rows)`
            : `submission of assignment ${w.assignment}`;
    // One import per company at a time: an import sent while another runs is refused with 409 by design (and must leave nothing).
    const busy = w.kind === 'import' && w.status === 409;
    if (w.status !== null && !is2xx(w) && !busy) refused.push(`${name} (round ${w.round}): ${w.status}`);
    let whole: boolean | undefined;
    if (w.kind === 'survey') whole = surveyWhole.get(w.title);
    else if (w.kind === 'employee') whole = personWhole.get(w.email);
    else if (w.kind === 'submission') whole = sheetWhole.get(w.assignment);
    else {
      const rows = Array.from({ length: w.rows }, (_, i) => personWhole.get(`${w.prefix}${i}@${CRASH_DOMAIN}`));
      const present = rows.filter((r) => r !== undefined).length;
      if (present > 0 && present < w.rows) halfDone.push(`${name}: ${present} of ${w.rows} employees`);
      whole = present === 0 ? undefined : rows.every(Boolean);
    }
    if (is2xx(w) && whole !== true) lost.push(`${name} (round ${w.round}, answered ${w.status}): ${whole === undefined ? 'missing' : 'not whole'}`);
  }
  return { answered2xx: ledger.filter(is2xx).length, lost, halfDone, refused };
}
