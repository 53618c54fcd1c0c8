import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../../server/db/sql';
import { mailsTo } from '../../helpers/accounts';
import type { TestApp } from '../../helpers/test-app';
import { ok, type Estate } from '../world/estate';
import type { Cell, Endpoint } from './types';

const FEEDBACK = { who: 'area', areas: ['feedback'] } as const;
const MEMBER = { who: 'member' } as const;

/** A link of the right shape that was never mailed: every link endpoint refuses it alike. */
const NO_LINK = 'A'.repeat(43);

let n = 0;
const outsideCoach = (e: Estate) => {
  n += 1;
  return {
    employee: null,
    name: `${e.marker} Coach ${n}`,
    email: `coach${n}.${e.marker.toLowerCase()}@coaching.example`,
    organisation: `${e.marker} Coaching`,
    competencies: [e.competency],
    languages: ['en'],
    capacity: 50,
  };
};

/** A new outside coach of the estate's pool, covering its competency in English. */
async function freshCoach(t: TestApp, e: Estate): Promise<{ id: number; email: string }> {
  const body = outsideCoach(e);
  const made = await ok<{ id: number }>(t, e.admin, 'POST', '/coaching/coaches/', body);
  return { id: made.id, email: body.email };
}

/** A new outside coach with their personal link mailed: the token the link holds. */
async function linkedCoach(t: TestApp, e: Estate): Promise<{ id: number; token: string }> {
  const coach = await freshCoach(t, e);
  await ok(t, e.admin, 'POST', `/coaching/coaches/${coach.id}/link/`, {});
  await t.mailer.flush();
  const links = (await mailsTo(t.db, coach.email)).flatMap((m) => [...m.text.matchAll(/\/coach\/([A-Za-z0-9_-]{43})/g)].map((x) => x[1]!));
  return { id: coach.id, token: links.at(-1)! };
}

/**
 * An engagement of `ratee` on the estate's reported survey with `coach`, written as a granted request leaves it (the
 * request itself is an endpoint of its own): earlier open ones of that report are ended first, one open at a time.
 */
async function engagementOf(t: TestApp, e: Estate, ratee: number, coach: number, status: 'active' | 'pending_approval' = 'active'): Promise<number> {
  await t.db.execute(sql`update coaching_engagements set status = 'ended' where company_id = ${e.companyId} and survey_id = ${e.reported}
    and ratee_id = ${ratee} and status in ('pending_approval', 'active')`);
  const [row] = rowsOf<{ id: number }>(
    await t.db.execute(sql`insert into coaching_engagements (company_id, survey_id, ratee_id, coach_id, competency_ids, language, status)
      values (${e.companyId}, ${e.reported}, ${ratee}, ${coach}, array[${e.competency}]::int[], 'en', ${status}) returning id`),
  );
  await t.db.execute(sql`insert into coaching_consents (company_id, engagement_id, scope) values (${e.companyId}, ${row!.id}, 'report_and_plan')`);
  return row!.id;
}

/** The person row of the cell: an active engagement whose coachee is the cell's person (the actor, where they are one). */
const personEngagement = (c: Cell) =>
  c.row(async (e) => engagementOf(c.w.t, e, c.estate === e ? c.person() : e.colleague.employeeId, (await freshCoach(c.w.t, e)).id));

/** A link and one of its coach's engagements (the colleague's), or a link never mailed. */
async function linkAndEngagement(c: Cell) {
  if (c.target !== 'token') return { token: NO_LINK, engagement: 1 };
  const coach = await linkedCoach(c.w.t, c.estate);
  return { token: coach.token, engagement: await engagementOf(c.w.t, c.estate, c.estate.colleague.employeeId, coach.id) };
}

/** The coaching core (issue 41): HR's pool and approvals, every employee's coaching, an outside coach's link. */
export const coachingCoreEndpoints: Endpoint[] = [
  { method: 'GET', path: '/coaching/coaches/', access: FEEDBACK, ok: 200, names: 'nothing', request: () => ({ url: '/coaching/coaches/' }) },
  { method: 'GET', path: '/coaching/choices/', access: FEEDBACK, ok: 200, names: 'nothing', request: () => ({ url: '/coaching/choices/' }) },
  {
    method: 'POST',
    path: '/coaching/coaches/',
    access: FEEDBACK,
    ok: 201,
    names: 'company-row',
    foreign: 400,
    request: async (c) => ({ url: '/coaching/coaches/', payload: { ...outsideCoach(c.estate), competencies: [await c.row((e) => e.competency)] } }),
  },
  {
    method: 'PUT',
    path: '/coaching/coaches/{coach}/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({
      url: `/coaching/coaches/${await c.row(async (e) => (await freshCoach(c.w.t, e)).id)}/`,
      payload: { ...outsideCoach(c.estate), capacity: 7 },
    }),
  },
  {
    method: 'DELETE',
    path: '/coaching/coaches/{coach}/',
    access: FEEDBACK,
    ok: 204,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({ url: `/coaching/coaches/${await c.row(async (e) => (await freshCoach(c.w.t, e)).id)}/` }),
  },
  {
    method: 'POST',
    path: '/coaching/coaches/{coach}/link/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({ url: `/coaching/coaches/${await c.row(async (e) => (await freshCoach(c.w.t, e)).id)}/link/` }),
  },
  { method: 'GET', path: '/coaching/settings/', access: FEEDBACK, ok: 200, names: 'nothing', request: () => ({ url: '/coaching/settings/' }) },
  {
    method: 'PUT',
    path: '/coaching/settings/',
    access: FEEDBACK,
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/coaching/settings/', payload: { requires_approval: false } }),
  },
  { method: 'GET', path: '/coaching/requests/', access: FEEDBACK, ok: 200, names: 'nothing', request: () => ({ url: '/coaching/requests/' }) },
  ...(['approve', 'decline'] as const).map(
    (verb): Endpoint => ({
      method: 'POST',
      path: `/coaching/requests/{engagement}/${verb}/`,
      access: FEEDBACK,
      ok: 200,
      names: 'company-row',
      fresh: true,
      request: async (c) => ({
        url: `/coaching/requests/${await c.row(async (e) => engagementOf(c.w.t, e, e.colleague.employeeId, (await freshCoach(c.w.t, e)).id, 'pending_approval'))}/${verb}/`,
        payload: {},
      }),
    }),
  ),
  { method: 'GET', path: '/coaching/my/', access: MEMBER, ok: 200, names: 'nothing', request: () => ({ url: '/coaching/my/' }) },
  { method: 'GET', path: '/coaching/coachees/', access: MEMBER, ok: 200, names: 'nothing', request: () => ({ url: '/coaching/coachees/' }) },
  {
    method: 'GET',
    path: '/coaching/my/survey/{survey}/proposals/',
    access: MEMBER,
    ok: 200,
    names: 'person-row',
    request: async (c) => ({ url: `/coaching/my/survey/${await c.row((e) => e.reported)}/proposals/` }),
  },
  {
    method: 'POST',
    path: '/coaching/my/requests/',
    access: MEMBER,
    ok: 201,
    names: 'person-row',
    fresh: true,
    request: async (c) => {
      const coach = await freshCoach(c.w.t, c.estate);
      // One open engagement per report: what an earlier cell left open for this person is ended first.
      await c.w.t.db.execute(sql`update coaching_engagements set status = 'ended' where company_id = ${c.estate.companyId}
        and ratee_id = ${c.person()} and status in ('pending_approval', 'active')`);
      return {
        url: '/coaching/my/requests/',
        payload: { survey: await c.row((e) => e.reported), coach: coach.id, competencies: [c.estate.competency], language: 'en', scope: 'plan_only' },
      };
    },
  },
  {
    method: 'GET',
    path: '/coaching/engagements/{engagement}/',
    access: MEMBER,
    ok: 200,
    names: 'person-row',
    request: async (c) => ({ url: `/coaching/engagements/${await personEngagement(c)}/` }),
  },
  {
    method: 'PUT',
    path: '/coaching/engagements/{engagement}/consent/',
    access: MEMBER,
    ok: 200,
    names: 'person-row',
    fresh: true,
    request: async (c) => ({ url: `/coaching/engagements/${await personEngagement(c)}/consent/`, payload: { scope: 'plan_only' } }),
  },
  {
    method: 'POST',
    path: '/coaching/engagements/{engagement}/end/',
    access: MEMBER,
    ok: 200,
    names: 'person-row',
    fresh: true,
    request: async (c) => ({ url: `/coaching/engagements/${await personEngagement(c)}/end/` }),
  },
  {
    method: 'GET',
    path: '/api/coach/{token}/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'token',
    linkShowsItsCompany: true,
    request: async (c) => ({ url: `/api/coach/${(await linkAndEngagement(c)).token}/` }),
  },
  {
    method: 'GET',
    path: '/api/coach/{token}/engagements/{engagement}/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'token',
    linkShowsItsCompany: true,
    request: async (c) => {
      const { token, engagement } = await linkAndEngagement(c);
      return { url: `/api/coach/${token}/engagements/${engagement}/` };
    },
  },
  {
    method: 'POST',
    path: '/api/coach/{token}/engagements/{engagement}/end/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'token',
    linkShowsItsCompany: true,
    fresh: true,
    request: async (c) => {
      const { token, engagement } = await linkAndEngagement(c);
      return { url: `/api/coach/${token}/engagements/${engagement}/end/` };
    },
  },
];
