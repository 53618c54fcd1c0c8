import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../../server/db/sql';
import type { TestApp } from '../../helpers/test-app';
import type { Estate } from '../world/estate';
import type { Cell, Endpoint, Method } from './types';

/**
 * Sessions, notes, agreed actions, guides and exports of a coaching engagement (issue 41), at both doors. The
 * engagements are written straight into the tables (the request routes are another part of the area): signed in,
 * the named engagement is the caller's own as coachee (a person row); by link, an outside coach's engagement whose
 * link has just been made.
 */

/** A link of the right shape (43 characters) that was never made: every link endpoint refuses it alike. */
const NO_LINK = 'bm90LWEtbGluay10aGF0LXdhcy1ldmVyLW1haWxlZC1';

const insertId = async (t: TestApp, query: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await t.db.execute(query))[0]!.id;

/**
 * An active engagement under report_and_plan of `ratee` on `survey`, with `coach`, made anew for each request: the
 * report's earlier open one is ended first (one open at a time), as the core's catalog does, and nothing is cached
 * across the worlds the suites build.
 */
async function engagement(t: TestApp, e: Estate, survey: number, ratee: number, coach: number): Promise<number> {
  await t.db.execute(sql`update coaching_engagements set status = 'ended' where company_id = ${e.companyId} and survey_id = ${survey}
    and ratee_id = ${ratee} and status in ('pending_approval', 'active')`);
  const id = await insertId(
    t,
    sql`insert into coaching_engagements (company_id, survey_id, ratee_id, coach_id, competency_ids, language, status)
      values (${e.companyId}, ${survey}, ${ratee}, ${coach}, array[${e.competency}]::int[], 'en', 'active') returning id`,
  );
  await t.db.execute(sql`insert into coaching_consents (company_id, engagement_id, scope) values (${e.companyId}, ${id}, 'report_and_plan')`);
  return id;
}

let n = 0;
const outsideCoach = (t: TestApp, e: Estate) =>
  insertId(
    t,
    sql`insert into coach_profiles (company_id, name, email, organisation, competency_ids, languages)
      values (${e.companyId}, ${`${e.marker} Coach ${++n}`}, ${`coach${n}.${e.marker.toLowerCase()}@coaches.example`}, ${`${e.marker} Coaching`},
        array[${e.competency}]::int[], array['en']::text[]) returning id`,
  );

/** The person's own engagement as coachee on the estate's reported survey, with a new outside coach. */
const ownEngagement = async (t: TestApp, e: Estate, person: number): Promise<number> => engagement(t, e, e.reported, person, await outsideCoach(t, e));

/** A new outside coach with a link, and their engagement: the colleague's on the open survey. */
async function freshLink(t: TestApp, e: Estate): Promise<{ token: string; engagement: number }> {
  const coach = await outsideCoach(t, e);
  const id = await engagement(t, e, e.survey, e.colleague.employeeId, coach);
  const token = randomBytes(32).toString('base64url');
  await t.db.execute(sql`update coach_profiles set token_hash = ${createHash('sha256').update(token).digest('hex')} where id = ${coach}`);
  return { token, engagement: id };
}

const soon = (t: TestApp, days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();

async function session(t: TestApp, e: Estate, engagementId: number): Promise<number> {
  return insertId(
    t,
    sql`insert into coaching_sessions (company_id, engagement_id, starts_at, minutes) values (${e.companyId}, ${engagementId}, ${soon(t, 2)}::timestamptz, 60)
      returning id`,
  );
}

/** What the signed-in door's request names: the caller's own engagement (or another's, or none), and a session of it. */
async function signedIn(c: Cell, rest: (engagement: number) => Promise<string> | string) {
  const id = await c.row((e) => ownEngagement(c.w.t, e, c.person()));
  return `/coaching/engagements/${id}/${await rest(id)}`;
}
async function byLink(c: Cell, rest: (engagement: number) => Promise<string> | string) {
  if (c.target !== 'token') return `/api/coach/${NO_LINK}/engagements/${await c.row(() => 1)}/${await rest(1)}`;
  const { token, engagement: id } = await freshLink(c.w.t, c.estate);
  return `/api/coach/${token}/engagements/${id}/${await rest(id)}`;
}

interface Shape {
  method: Method;
  path: string;
  ok: number;
  fresh?: boolean;
  rest(c: Cell, engagement: number): Promise<string> | string;
  payload?(c: Cell): unknown;
}

const sessionOf = (c: Cell, engagement: number) => (c.target === 'missing' ? Promise.resolve(1) : session(c.w.t, c.estate, engagement));

const SHAPES: Shape[] = [
  { method: 'POST', path: 'sessions/', ok: 201, rest: () => 'sessions/', payload: (c) => ({ starts_at: soon(c.w.t, 3), minutes: 60 }) },
  {
    method: 'PUT',
    path: 'sessions/{session}/',
    ok: 200,
    fresh: true,
    rest: async (c, g) => `sessions/${await sessionOf(c, g)}/`,
    payload: (c) => ({ starts_at: soon(c.w.t, 4), minutes: 45 }),
  },
  { method: 'POST', path: 'sessions/{session}/cancel/', ok: 200, fresh: true, rest: async (c, g) => `sessions/${await sessionOf(c, g)}/cancel/` },
  { method: 'GET', path: 'sessions/{session}/ics/', ok: 200, rest: async (c, g) => `sessions/${await sessionOf(c, g)}/ics/` },
  { method: 'POST', path: 'notes/', ok: 201, rest: () => 'notes/', payload: () => ({ body: 'A private note' }) },
  { method: 'POST', path: 'actions/', ok: 201, rest: () => 'actions/', payload: (c) => ({ title: 'Agreed in a session', competency: c.estate.competency }) },
  { method: 'GET', path: 'guide/', ok: 200, rest: () => 'guide/' },
  { method: 'GET', path: 'export/', ok: 200, rest: () => 'export/?format=json' },
];

export const coachingSessionEndpoints: Endpoint[] = SHAPES.flatMap((s): Endpoint[] => [
  {
    method: s.method,
    path: `/coaching/engagements/{engagement}/${s.path}`,
    access: { who: 'member' },
    ok: s.ok,
    names: 'person-row',
    fresh: s.fresh,
    request: async (c) => ({ url: await signedIn(c, (g) => s.rest(c, g)), ...(s.payload && { payload: s.payload(c) }) }),
  },
  {
    method: s.method,
    path: `/api/coach/{token}/engagements/{engagement}/${s.path}`,
    access: { who: 'anyone' },
    ok: s.ok,
    names: 'token',
    fresh: s.fresh,
    linkShowsItsCompany: true,
    request: async (c) => ({ url: await byLink(c, (g) => s.rest(c, g)), ...(s.payload && { payload: s.payload(c) }) }),
  },
]);
