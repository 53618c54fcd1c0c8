import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach, CoachChoices, CoachProposals, Engagement, EngagementSummary } from '../../../schemas/coaching';
import { coachingConsents, permissions } from '../../../server/db/schema';
import { mailsTo, signUpCompany, type Session } from '../helpers/accounts';
import { auditLog } from '../helpers/audit';
import { addAction } from '../helpers/development-world';
import { createEmployee, employeeWith, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { closeSurvey, hire, openSurvey, sessionOf, submit, surveyWorld, type Person, type SurveyWorld } from '../helpers/trust-world';

/**
 * Issue 41, the coaching core: HR's pool, matching from a released report, requests with and without approval, the
 * coachee's consent read on every call at both doors (signed in, and an outside coach's link), another company's
 * people seeing nothing.
 */
let t: TestApp;
let w: SurveyWorld;
let surveyId: number;
let hr: Session;
let ana: Session;
let cleo: Session;
let other: Session;
let otherEmployee: Session;
let otherCompetency: number;
let coaches: Record<'cleo' | 'lead' | 'ana' | 'olga' | 'full' | 'resting' | 'teamwork', Coach>;
let dora: Person;
const OLGA = 'olga.coach@coaching.example';

beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  hr = w.admin;
  const pia = await hire(t, w, 'Pia');
  surveyId = await openSurvey(
    t,
    w,
    [
      { ratee: w.ana.id, rater: w.ana.id, relationship: 'self' },
      { ratee: w.ana.id, rater: w.lead.id, relationship: 'manager' },
      { ratee: w.ana.id, rater: w.ben.id, relationship: 'peer' },
      { ratee: w.ana.id, rater: w.boss.id, relationship: 'peer' },
      { ratee: w.ana.id, rater: pia.id, relationship: 'peer' },
    ],
    { anonymity_threshold: 3 },
  );
  expect((await submit(t, surveyId, w.ana, w.ana, 4)).statusCode).toBe(200);
  for (const rater of [w.lead, w.ben, w.boss, pia]) expect((await submit(t, surveyId, w.ana, rater, 1)).statusCode).toBe(200);
  await closeSurvey(t, hr, surveyId);
  const released = await send(t, hr, 'PUT', `/feedback/survey/${surveyId}/release/`, { released: true, ratees: [w.ana.id] });
  expect(released.statusCode, released.body).toBe(200);
  ana = await sessionOf(t, w.ana);
  cleo = await sessionOf(t, w.cleo);
  dora = await hire(t, w, 'Dora');
  other = await signUpCompany(t);
  otherEmployee = await employeeWith(t, other);
  const type = (await send(t, other, 'POST', '/competency/type/', { name: 'Other core' })).json().id;
  otherCompetency = (await send(t, other, 'POST', '/competency/list/', { type, title: 'Elsewhere', defination: 'Not ours.' })).json().id;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const C = () => w.competencies;
const addCoach = (by: Session, body: Record<string, unknown>) =>
  send(t, by, 'POST', '/coaching/coaches/', { competencies: [C().coaching], languages: ['en'], capacity: 2, ...body });
async function added(body: Record<string, unknown>): Promise<Coach> {
  const res = await addCoach(hr, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Coach;
}
const linkOf = async (email: string) => {
  const links = (await mailsTo(t.db, email)).flatMap((m) => [...m.text.matchAll(/\/coach\/([A-Za-z0-9_-]{43})/g)].map((x) => x[1]!));
  return links.at(-1);
};
const get = async (by: Session | null, url: string, code = 200) => {
  const res = await send(t, by, 'GET', url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(code);
  return res.json();
};
const engagementUrl = (id: number) => `/coaching/engagements/${id}/`;

describe('the coach pool (HR)', () => {
  it('refuses a form at its field', async () => {
    const fieldOf = async (body: Record<string, unknown>, field: string) => {
      const res = await addCoach(hr, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json()), res.body).toContain(field);
    };
    await fieldOf({ employee: w.cleo.id, competencies: [otherCompetency] }, 'competencies');
    await fieldOf({ employee: (await createEmployee(t, other)).id }, 'employee');
    await fieldOf({ employee: w.cleo.id, name: 'Named' }, 'name');
    await fieldOf({ employee: null, name: 'No address' }, 'email');
    await fieldOf({ employee: null, email: 'nameless@coaching.example' }, 'name');
  });

  it('adds internal and outside coaches; an employee gets the coach permission', async () => {
    coaches = {
      cleo: await added({ employee: w.cleo.id, competencies: [C().coaching, C().communication], languages: ['en', 'de'] }),
      lead: await added({ employee: w.lead.id, competencies: [C().coaching, C().communication] }),
      ana: await added({ employee: w.ana.id, competencies: [C().coaching, C().communication] }),
      olga: await added({ employee: null, name: 'Olga Outside', email: OLGA, organisation: 'Grow Ltd', competencies: [C().communication], languages: ['fr'] }),
      full: await added({ employee: null, name: 'Fay Full', email: 'fay@coaching.example', capacity: 0 }),
      resting: await added({ employee: null, name: 'Rita Resting', email: 'rita@coaching.example', active: false }),
      teamwork: await added({ employee: dora.id, competencies: [C().teamwork] }),
    };
    expect(coaches.cleo).toMatchObject({ kind: 'internal', employee: w.cleo.id, email: expect.stringContaining('@'), coachees: 0, link_sent_at: null });
    const [granted] = await t.db.select({ coach: permissions.coach }).from(permissions).where(eq(permissions.userId, w.cleo.userId));
    expect(granted?.coach).toBe(true);
    const list = (await get(hr, '/coaching/coaches/')) as Coach[];
    expect(list.map((c) => c.id).sort()).toEqual(
      Object.values(coaches)
        .map((c) => c.id)
        .sort(),
    );
    expect((await auditLog(t, hr, '?action=coach.add')).length).toBeGreaterThanOrEqual(7);
  });

  it('gives the coach form its choices: this company’s competencies and employees, never another’s', async () => {
    const mine = (await get(hr, '/coaching/choices/')) as CoachChoices;
    expect(mine.competencies.map((c) => c.id)).toContain(C().coaching);
    expect(mine.competencies.map((c) => c.id)).not.toContain(otherCompetency);
    expect(mine.employees.find((e) => e.id === w.cleo.id)?.name).toBeTruthy();
    const theirs = (await get(other, '/coaching/choices/')) as CoachChoices;
    expect(theirs.competencies.map((c) => c.id)).not.toContain(C().coaching);
    expect(theirs.employees.map((e) => e.id)).not.toContain(w.cleo.id);
    await get(ana, '/coaching/choices/', 403);
  });

  it('refuses the same employee or address twice, and a change of kind', async () => {
    const twice = await addCoach(hr, { employee: w.cleo.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().employee).toBeDefined();
    const address = await addCoach(hr, { employee: null, name: 'Olga again', email: OLGA.toUpperCase() });
    expect(address.statusCode).toBe(400);
    expect(address.json().email).toBeDefined();
    const kind = await send(t, hr, 'PUT', `/coaching/coaches/${coaches.cleo.id}/`, {
      employee: null,
      name: 'X',
      email: 'x@coaching.example',
      competencies: [C().coaching],
      languages: ['en'],
      capacity: 2,
    });
    expect(kind.statusCode).toBe(400);
    const changed = await send(t, hr, 'PUT', `/coaching/coaches/${coaches.teamwork.id}/`, {
      employee: dora.id,
      competencies: [C().teamwork],
      languages: ['en', 'it'],
      capacity: 4,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ capacity: 4, languages: ['en', 'it'] });
  });

  it('mails an outside coach a link that replaces the one before; an internal coach has none', async () => {
    expect((await send(t, hr, 'POST', `/coaching/coaches/${coaches.cleo.id}/link/`)).statusCode).toBe(409);
    const first = await send(t, hr, 'POST', `/coaching/coaches/${coaches.olga.id}/link/`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().link_sent_at).not.toBeNull();
    const old = (await linkOf(OLGA))!;
    const home = await get(null, `/api/coach/${old}/`);
    expect(home.coach).toMatchObject({ name: 'Olga Outside', organisation: 'Grow Ltd' });
    expect(home.engagements).toEqual([]);
    expect((await send(t, hr, 'POST', `/coaching/coaches/${coaches.olga.id}/link/`)).statusCode).toBe(200);
    const fresh = (await linkOf(OLGA))!;
    expect(fresh).not.toBe(old);
    await get(null, `/api/coach/${old}/`, 404);
    await get(null, `/api/coach/${fresh}/`);
  });

  it('keeps settings, and shows another company nothing of the pool', async () => {
    expect(await get(hr, '/coaching/settings/')).toEqual({ requires_approval: false });
    expect(await get(other, '/coaching/coaches/')).toEqual([]);
    expect(
      (
        await send(t, other, 'PUT', `/coaching/coaches/${coaches.resting.id}/`, {
          employee: null,
          name: 'Mine',
          email: 'mine@x.example',
          competencies: [otherCompetency],
          languages: ['en'],
          capacity: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(t, other, 'DELETE', `/coaching/coaches/${coaches.resting.id}/`)).statusCode).toBe(404);
    expect((await send(t, other, 'POST', `/coaching/coaches/${coaches.olga.id}/link/`)).statusCode).toBe(404);
    expect((await send(t, ana, 'GET', '/coaching/coaches/')).statusCode).toBe(403);
  });
});

describe('matching', () => {
  const proposalsOf = (query = '') => get(ana, `/coaching/my/survey/${surveyId}/proposals/${query}`) as Promise<CoachProposals>;

  it('proposes coaches covering the areas, with room, never oneself nor a rater, most covered first', async () => {
    const both = await proposalsOf(`?competencies=${C().coaching},${C().communication}`);
    expect(both.coaches.map((c) => c.coach)).toEqual([coaches.cleo.id, coaches.olga.id]);
    expect(both.coaches[0]!.covers.map((c) => c.id)).toEqual([C().coaching, C().communication]);
    expect(both.languages).toEqual(['de', 'en', 'fr']);
    expect(both).toMatchObject({ survey: surveyId, requires_approval: false, open_engagement: null });
    expect(both.development_areas.length).toBeGreaterThan(0);
  });

  it('narrows by language and competency', async () => {
    expect((await proposalsOf(`?competencies=${C().communication}&language=fr`)).coaches.map((c) => c.coach)).toEqual([coaches.olga.id]);
    expect((await proposalsOf(`?competencies=${C().coaching}&language=fr`)).coaches).toEqual([]);
    expect((await proposalsOf(`?competencies=${C().coaching}`)).coaches.map((c) => c.coach)).toEqual([coaches.cleo.id]);
  });

  it('answers 404 for a report not released to the caller', async () => {
    await get(await sessionOf(t, w.ben), `/coaching/my/survey/${surveyId}/proposals/`, 404);
    await get(otherEmployee, `/coaching/my/survey/${surveyId}/proposals/`, 404);
  });
});

describe('a request without approval, and consent', () => {
  let engagement: EngagementSummary;
  const ask = (body: Record<string, unknown>) =>
    send(t, ana, 'POST', '/coaching/my/requests/', {
      survey: surveyId,
      coach: coaches.cleo.id,
      competencies: [C().coaching],
      language: 'en',
      scope: 'plan_only',
      ...body,
    });

  it('refuses a coach not proposable and competencies not of the report', async () => {
    expect((await ask({ coach: coaches.lead.id })).json().coach).toBeDefined();
    expect((await ask({ coach: coaches.full.id })).json().coach).toBeDefined();
    expect((await ask({ coach: coaches.cleo.id, language: 'fr' })).json().coach).toBeDefined();
    expect((await ask({ competencies: [C().teamwork] })).json().competencies).toBeDefined();
    expect(
      (
        await send(t, otherEmployee, 'POST', '/coaching/my/requests/', {
          survey: surveyId,
          coach: coaches.cleo.id,
          competencies: [C().coaching],
          language: 'en',
          scope: 'plan_only',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('starts at once, mails the coach, and allows one open engagement per report', async () => {
    const before = (await mailsTo(t.db, cleo.email)).length;
    const res = await ask({ message: 'Hello coach' });
    expect(res.statusCode, res.body).toBe(201);
    engagement = res.json() as EngagementSummary;
    expect(engagement).toMatchObject({ status: 'active', scope: 'plan_only', coach: { id: coaches.cleo.id, kind: 'internal' }, coachee: { id: w.ana.id } });
    expect((await mailsTo(t.db, cleo.email)).length).toBe(before + 1);
    expect((await ask({})).statusCode).toBe(409);
    expect(((await get(ana, '/coaching/my/')) as EngagementSummary[]).map((e) => e.id)).toEqual([engagement.id]);
    expect(((await get(cleo, '/coaching/coachees/')) as EngagementSummary[]).map((e) => e.id)).toEqual([engagement.id]);
  });

  it('plan_only: the coach sees the plan and no report', async () => {
    await addAction(t, hr, { survey: surveyId, ratee: w.ana.id, title: 'Practise feedback' });
    const seen = (await get(cleo, engagementUrl(engagement.id))) as Engagement;
    expect(seen).toMatchObject({ role: 'coach', report: null, message: 'Hello coach' });
    expect(seen.plan.map((p) => p.title)).toEqual(['Practise feedback']);
  });

  it('report_and_plan: the coach reads the report exactly as the coachee does', async () => {
    const res = await send(t, ana, 'PUT', `${engagementUrl(engagement.id)}consent/`, { scope: 'report_and_plan' });
    expect(res.statusCode, res.body).toBe(200);
    const own = await get(ana, `/feedback/my-reports/${surveyId}/`);
    expect(((await get(cleo, engagementUrl(engagement.id))) as Engagement).report).toEqual(own);
    expect((await send(t, cleo, 'PUT', `${engagementUrl(engagement.id)}consent/`, { scope: 'report_and_plan' })).statusCode).toBe(403);
  });

  it('withdrawn: the coach’s next call is 403, the coachee still sees it, the audit log and the facts record it', async () => {
    expect((await send(t, ana, 'PUT', `${engagementUrl(engagement.id)}consent/`, { scope: 'none' })).statusCode).toBe(200);
    await get(cleo, engagementUrl(engagement.id), 403);
    expect((await get(ana, engagementUrl(engagement.id))).role).toBe('coachee');
    expect(await get(cleo, '/coaching/coachees/')).toEqual([]);
    const facts = await t.db.select().from(coachingConsents).where(eq(coachingConsents.engagementId, engagement.id));
    expect(facts.map((f) => f.scope)).toEqual(['plan_only', 'report_and_plan', 'none']);
    const log = await auditLog(t, hr, '?action=coaching.consent');
    expect(log.slice(0, 3).map((e) => (e.after as { scope: string }).scope)).toEqual(['none', 'report_and_plan', 'plan_only']);
  });

  it('shows another company’s HR and employees nothing', async () => {
    await get(otherEmployee, engagementUrl(engagement.id), 404);
    await get(other, engagementUrl(engagement.id), 404);
    expect(await get(other, '/coaching/requests/')).toEqual([]);
    expect((await send(t, other, 'POST', `/coaching/requests/${engagement.id}/approve/`)).statusCode).toBe(404);
    expect((await send(t, otherEmployee, 'POST', `${engagementUrl(engagement.id)}end/`)).statusCode).toBe(404);
  });

  it('ends by either party; the other is mailed', async () => {
    expect((await send(t, ana, 'PUT', `${engagementUrl(engagement.id)}consent/`, { scope: 'plan_only' })).statusCode).toBe(200);
    const before = (await mailsTo(t.db, ana.email)).length;
    const res = await send(t, cleo, 'POST', `${engagementUrl(engagement.id)}end/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('ended');
    expect((await mailsTo(t.db, ana.email)).length).toBe(before + 1);
    await get(cleo, engagementUrl(engagement.id), 403);
    expect((await send(t, ana, 'POST', `${engagementUrl(engagement.id)}end/`)).statusCode).toBe(409);
  });
});

describe('a request awaiting approval, and the outside coach’s link', () => {
  let id: number;
  let token: string;
  const ask = (scope = 'report_and_plan') =>
    send(t, ana, 'POST', '/coaching/my/requests/', { survey: surveyId, coach: coaches.olga.id, competencies: [C().communication], language: 'fr', scope });

  it('awaits HR: the coach is not mailed until approved', async () => {
    expect((await send(t, hr, 'PUT', '/coaching/settings/', { requires_approval: true })).statusCode).toBe(200);
    const mailed = (await mailsTo(t.db, OLGA)).length;
    const res = await ask();
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json().status).toBe('pending_approval');
    expect((await mailsTo(t.db, OLGA)).length).toBe(mailed);
    const pending = (await get(hr, '/coaching/requests/?status=pending_approval')) as EngagementSummary[];
    expect(pending.map((e) => e.id)).toEqual([id]);
    expect(Object.keys(pending[0]!)).not.toContain('report');
    expect(Object.keys(pending[0]!)).not.toContain('notes');
  });

  it('approved: the coach gets a new link (the old one stops working) and the coachee a mail', async () => {
    const old = (await linkOf(OLGA))!;
    const res = await send(t, hr, 'POST', `/coaching/requests/${id}/approve/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('active');
    expect((await send(t, hr, 'POST', `/coaching/requests/${id}/approve/`)).statusCode).toBe(409);
    token = (await linkOf(OLGA))!;
    expect(token).not.toBe(old);
    await get(null, `/api/coach/${old}/`, 404);
    const home = await get(null, `/api/coach/${token}/`);
    expect(home.engagements.map((e: EngagementSummary) => e.id)).toEqual([id]);
    const own = await get(ana, `/feedback/my-reports/${surveyId}/`);
    const seen = (await get(null, `/api/coach/${token}/engagements/${id}/`)) as Engagement;
    expect(seen.role).toBe('coach');
    expect(seen.report).toEqual(own);
    await get(null, `/api/coach/${old}/engagements/${id}/`, 404);
  });

  it('withdrawn: the link door answers 403 at once; another company’s link opens nothing', async () => {
    expect((await send(t, ana, 'PUT', `${engagementUrl(id)}consent/`, { scope: 'none' })).statusCode).toBe(200);
    await get(null, `/api/coach/${token}/engagements/${id}/`, 403);
    expect((await get(null, `/api/coach/${token}/`)).engagements).toEqual([]);
    const theirs = await addCoach(other, { employee: null, name: 'Their coach', email: 'their@coaching.example', competencies: [otherCompetency] });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await send(t, other, 'POST', `/coaching/coaches/${theirs.json().id}/link/`)).statusCode).toBe(200);
    const theirToken = (await linkOf('their@coaching.example'))!;
    await get(null, `/api/coach/${theirToken}/engagements/${id}/`, 404);
    expect((await get(null, `/api/coach/${theirToken}/`)).engagements).toEqual([]);
  });

  it('declined: only a pending request, the coachee is mailed', async () => {
    expect((await send(t, ana, 'POST', `${engagementUrl(id)}end/`)).statusCode).toBe(200);
    expect((await send(t, hr, 'DELETE', `/coaching/coaches/${coaches.olga.id}/`)).statusCode).toBe(204);
    const again = await send(t, ana, 'POST', '/coaching/my/requests/', {
      survey: surveyId,
      coach: coaches.cleo.id,
      competencies: [C().coaching],
      language: 'de',
      scope: 'plan_only',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await send(t, hr, 'DELETE', `/coaching/coaches/${coaches.cleo.id}/`)).statusCode).toBe(409);
    const before = (await mailsTo(t.db, ana.email)).length;
    const res = await send(t, hr, 'POST', `/coaching/requests/${again.json().id}/decline/`, { reason: 'Budget' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('declined');
    expect((await mailsTo(t.db, ana.email)).length).toBe(before + 1);
    expect((await send(t, hr, 'POST', `/coaching/requests/${again.json().id}/decline/`, {})).statusCode).toBe(409);
  });
});
