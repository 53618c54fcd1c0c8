import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_NAME, countsOf, DEMO_PASSWORD, seedDemo, type SeedResult } from '../../../server/cli/demo';
import { ENGINEERING, ENGINEERING_BEFORE, LEADERSHIP, LEADERSHIP_BEFORE, titleOf } from '../../../server/cli/demo/survey-plans';
import { surveysRepository } from '../../../server/survey/actions/surveys';
import { rowsOf } from '../../../server/db/sql';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** `npm run seed:demo`: the demo company, its surveys and answers, idempotent, and --reset. */
let t: TestApp;
let first: Extract<SeedResult, { created: true }>;
const SLOW = 120_000;

beforeAll(async () => {
  t = await buildTestApp();
  const result = await seedDemo(t.db, { now: t.clock.now() });
  if (!result.created) throw new Error('the demo company should be new');
  first = result;
}, SLOW);
afterAll(async () => {
  await t.close();
});

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query))[0]!;

/** Row counts of every table the seed writes, whoever owns the rows. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = [
    'companies',
    'users',
    'permissions',
    'employees',
    'master_items',
    'competency_types',
    'competencies',
    'competency_statements',
    'surveys',
    'survey_competencies',
    'survey_assignments',
    'survey_answers',
    'survey_levels',
    'survey_comments',
    'report_releases',
    'development_actions',
    'outbox',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;
  return counts;
}

describe('seedDemo', () => {
  it('makes about 250 employees in one tree of four levels, with lists and the starter library', async () => {
    const c = first.companyId;
    expect(first.counts).toMatchObject({ employees: 250, surveys: 4, competencies: 20, accounts: 3 });
    const tree = await one<{ roots: number; reached: number; depth: number; invited: number }>(sql`
      with recursive t(id, depth) as (
        select id, 1 from employees where company_id = ${c} and parent_id is null
        union all select e.id, t.depth + 1 from employees e join t on e.parent_id = t.id where e.company_id = ${c})
      select (select count(*) from employees where company_id = ${c} and parent_id is null)::int as roots,
        (select count(*) from t)::int as reached, (select max(depth) from t)::int as depth,
        (select count(*) from employees where company_id = ${c} and invite_pending)::int as invited`);
    expect(tree).toEqual({ roots: 1, reached: 250, depth: 4, invited: 0 });
    const lists = rowsOf<{ list: string; n: number }>(
      await t.db.execute(sql`
      select list, count(*)::int as n from master_items where company_id = ${c} group by list order by list`),
    );
    expect(lists.map((l) => l.list)).toEqual(['department', 'designation', 'group']);
    expect(lists.find((l) => l.list === 'department')!.n).toBe(6);
    // The starter library brings its development actions (issue 40): two or three per competency.
    const library = await one<{ n: number; competencies: number }>(sql`
      select count(*)::int as n, count(distinct competency_id)::int as competencies from development_library_actions where company_id = ${c}`);
    expect(library.competencies).toBe(20);
    expect(library.n).toBeGreaterThanOrEqual(40);
    const emails = await one<{ bad: number }>(sql`
      select count(*)::int as bad from users where company_id = ${c} and email !~ '^[a-z0-9]+\\.[a-z0-9]+@northwind-demo\\.com$' and email <> 'hr@northwind-demo.com'`);
    expect(emails.bad).toBe(0);
  });

  it('makes an open survey and three closed ones before it, most sheets submitted, every submitted one complete', async () => {
    const surveys = await surveysRepository(t.db, first.companyId).list(undefined, t.clock.now());
    const title = (spec: typeof LEADERSHIP) => titleOf(spec, t.clock.now());
    expect(surveys.map((s) => [s.title, s.status]).sort()).toEqual(
      [
        [title(LEADERSHIP_BEFORE), 'closed'],
        [title(LEADERSHIP), 'closed'],
        [title(ENGINEERING_BEFORE), 'closed'],
        [title(ENGINEERING), 'open'],
      ].sort(),
    );
    expect(new Set(surveys.map((s) => s.title)).size).toBe(4);
    for (const s of surveys) {
      expect(s.competencies.length).toBeGreaterThanOrEqual(6);
      expect(s.progress.submitted / s.progress.assigned).toBeGreaterThan(0.8);
      expect(s.progress.submitted / s.progress.assigned).toBeLessThan(0.97);
    }
    expect(surveys.map((s) => s.progress.ratees).sort()).toEqual([40, 40, 60, 60]);
    // This year's reviews continue the earlier ones' series (surveys.series_id): trends compare each with itself.
    const series = rowsOf<{ title: string; series: number }>(
      await t.db.execute(sql`select title, coalesce(series_id, id) as series
      from surveys where company_id = ${first.companyId}`),
    );
    const seriesOf = (spec: typeof LEADERSHIP) => series.find((s) => s.title === title(spec))!.series;
    expect(seriesOf(LEADERSHIP)).toBe(seriesOf(LEADERSHIP_BEFORE));
    expect(seriesOf(ENGINEERING)).toBe(seriesOf(ENGINEERING_BEFORE));
    expect(seriesOf(LEADERSHIP)).not.toBe(seriesOf(ENGINEERING));
    const incomplete = await one<{ answers: number; levels: number; unstamped: number }>(sql`
      with expected as (
        select a.id, (select count(*) from survey_competencies sc join competency_statements st on st.competency_id = sc.competency_id
            where sc.survey_id = a.survey_id) as statements,
          (select count(*) from survey_competencies sc where sc.survey_id = a.survey_id) as competencies,
          a.submitted_at, a.submit_key, a.invited_at
        from survey_assignments a where a.company_id = ${first.companyId} and a.status = 'submitted')
      select count(*) filter (where statements <> (select count(*) from survey_answers x where x.assignment_id = e.id))::int as answers,
        count(*) filter (where competencies <> (select count(*) from survey_levels l where l.assignment_id = e.id))::int as levels,
        count(*) filter (where submitted_at is null or submit_key is null or invited_at is null)::int as unstamped
      from expected e`);
    expect(incomplete).toEqual({ answers: 0, levels: 0, unstamped: 0 });
    expect(first.counts.comments).toBeGreaterThan(first.counts.levels * 0.2);
    expect(first.counts.released_reports).toBe(140);
    expect(first.counts.development_actions).toBeGreaterThan(0);
  });

  it('looks like a company in use: people who answered have signed in, plans have a coach', async () => {
    const c = first.companyId;
    const people = await one<{ uninvited: number; answered: number; answered_never_signed_in: number; coaches: number; coached: number }>(sql`
      select (select count(*) from employees where company_id = ${c} and invited_at is null)::int as uninvited,
        (select count(distinct rater_id) from survey_assignments where company_id = ${c} and status = 'submitted')::int as answered,
        (select count(distinct a.rater_id) from survey_assignments a join employees e on e.id = a.rater_id join users u on u.id = e.user_id
          where a.company_id = ${c} and a.status = 'submitted' and u.last_login is null)::int as answered_never_signed_in,
        (select count(*) from permissions p join users u on u.id = p.user_id where u.company_id = ${c} and p.coach)::int as coaches,
        (select count(*) from development_actions where company_id = ${c} and coach_id is not null)::int as coached`);
    expect(people).toMatchObject({ uninvited: 0, answered_never_signed_in: 0, coaches: 1, coached: first.counts.development_actions });
    expect(people.answered).toBeGreaterThan(200);
    const plans = rowsOf<{ email: string; released: boolean }>(
      await t.db.execute(sql`
      select distinct u.email, exists (select 1 from report_releases r where r.company_id = d.company_id and r.survey_id = d.survey_id
        and r.ratee_id = d.ratee_id) as released
      from development_actions d join employees e on e.id = d.ratee_id join users u on u.id = e.user_id
      where d.company_id = ${c} order by u.email`),
    );
    // Both demo employees find their plan under a released report.
    expect(plans).toEqual([
      { email: 'clara.lefevre@northwind-demo.com', released: true },
      { email: 'lina.adeyemi@northwind-demo.com', released: true },
    ]);
  });

  it('opens three accounts that sign in with the demo password', async () => {
    expect(first.accounts.map((a) => a.email)).toContain('hr@northwind-demo.com');
    for (const { email } of first.accounts) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email, password: DEMO_PASSWORD } });
      expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
    }
  });

  it('changes nothing when the company exists', async () => {
    const before = await tableCounts();
    expect(await seedDemo(t.db, { now: t.clock.now() })).toEqual({ created: false, companyId: first.companyId });
    expect(await tableCounts()).toEqual(before);
  });

  it(
    'seeds again with reset: the same company, made anew',
    async () => {
      const before = await tableCounts();
      const again = await seedDemo(t.db, { now: t.clock.now(), reset: true });
      expect(again.created).toBe(true);
      expect(again.companyId).not.toBe(first.companyId);
      if (again.created) {
        expect(again.counts).toEqual(first.counts);
        expect(again.accounts).toEqual(first.accounts);
      }
      expect(await tableCounts()).toEqual(before);
      expect(await one<{ n: number }>(sql`select count(*)::int as n from companies where name = ${COMPANY_NAME}`)).toEqual({ n: 1 });
      expect(await countsOf(t.db, first.companyId)).toMatchObject({ employees: 0, surveys: 0 });
    },
    SLOW,
  );
});
