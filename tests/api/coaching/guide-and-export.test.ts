import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/sql';
import { buildGuide, figuresOf, guideArea } from '../../../server/coaching/rules/guide';
import { lastEntry } from '../helpers/audit';
import { send } from '../helpers/employees';
import { appWith } from '../helpers/app-with';
import { byLink, consent, engagementWorld, inDays, signedIn } from './engagement-world.fixtures';

/** The conversation guide and the export: only what the coachee's consent shares, the report as the coachee reads it. */
const { t, world, other } = appWith({ world: engagementWorld, other: engagementWorld });

const guide = (engagement: number) => signedIn(engagement, 'guide/');
const exported = (engagement: number, format = 'json') => signedIn(engagement, `export/?format=${format}`);

describe('the guide’s rules', () => {
  const c = { id: 7, title: 'Listening', definition: 'Hears people out.' };
  const result = (self: number | null, others: number | null, gap: number | null) => ({ self, others, gap }) as never;

  it('calls self a point or more above others a blind spot; a withheld figure gives no gap', () => {
    expect(figuresOf(result(4, 2.5, 1.5))).toEqual({ others: 2.5, self: 4, gap: 1.5, blind_spot: true });
    expect(figuresOf(result(3, 2.5, 0.5))).toMatchObject({ blind_spot: false });
    expect(figuresOf(result(3, null, null))).toEqual({ others: null, self: 3, gap: null, blind_spot: false });
    expect(figuresOf(undefined)).toEqual({ others: null, self: null, gap: null, blind_spot: false });
  });

  it('asks GROW questions from the definition, the figures and the themes', () => {
    const area = guideArea(c, result(4, 2, 2), ['interrupts']);
    expect(area.reality.join(' ')).toContain('Hears people out.');
    expect(area.reality.join(' ')).toContain('Others scored you 2.00 of 4 on Listening; you scored yourself 4.00');
    expect(area.reality.join(' ')).toContain('2.00 points higher');
    expect(area.reality.join(' ')).toContain('“interrupts”');
    for (const part of [area.goal, area.options, area.will]) expect(part.length).toBeGreaterThan(0);
    const none = buildGuide({ id: 1, coachee: 'A', survey: 'S' }, [c], null);
    expect(none.areas[0]).toMatchObject({ others: null, self: null, themes: [] });
    expect(none.areas[0]!.reality.join(' ')).toContain('no score from others');
  });
});

describe('GET …/guide/', () => {
  it('gives each development area the coachee’s figures (a blind spot on Coaching), alike for coachee and coach', async () => {
    const asCoachee = await send(t, world.ana.session, 'GET', guide(world.engagements.internal));
    expect(asCoachee.statusCode, asCoachee.body).toBe(200);
    const body = asCoachee.json();
    expect(body).toMatchObject({ engagement: world.engagements.internal, coachee: world.ana.name });
    expect(body.areas.map((a: { competency: { title: string } }) => a.competency.title)).toEqual(['Coaching', 'Communication']);
    expect(body.areas[0]).toMatchObject({ definition: 'Coaching, done well.', self: 4, others: 2, gap: 2, blind_spot: true, themes: [] });
    expect(body.areas[1]).toMatchObject({ self: 3, others: 3, gap: 0, blind_spot: false });
    // The report as the coachee reads it: the same figures as GET /feedback/my-reports/{survey}/.
    const report = (await send(t, world.ana.session, 'GET', `/feedback/my-reports/${world.survey}/`)).json();
    const coaching = report.competencies.find((r: { competency_id: number }) => r.competency_id === world.competencies.coaching);
    expect(body.areas[0]).toMatchObject({ self: coaching.self, others: coaching.others });
    const asCoach = await send(t, world.cora.session, 'GET', guide(world.engagements.internal));
    expect(asCoach.json()).toEqual(body);
    const byOutside = await send(t, null, 'GET', byLink(world.olga.token, world.engagements.outside, 'guide/'));
    expect(byOutside.statusCode, byOutside.body).toBe(200);
    expect(byOutside.json().coachee).toBe(world.ben.name);
  });

  it('answers 404 to anyone not party to it, another company’s people included', async () => {
    expect((await send(t, world.hr, 'GET', guide(world.engagements.internal))).statusCode).toBe(404);
    expect((await send(t, world.ben.session, 'GET', guide(world.engagements.internal))).statusCode).toBe(404);
    expect((await send(t, other.ana.session, 'GET', guide(world.engagements.internal))).statusCode).toBe(404);
    expect((await send(t, other.cora.session, 'GET', guide(world.engagements.internal))).statusCode).toBe(404);
    expect((await send(t, null, 'GET', byLink(other.olga.token, world.engagements.outside, 'guide/'))).statusCode).toBe(404);
  });
});

describe('GET …/export/', () => {
  it('gives the coachee everything as JSON, as an attachment, and logs the export', async () => {
    await send(t, world.ana.session, 'POST', signedIn(world.engagements.internal, 'sessions/'), { starts_at: inDays(t, 3), minutes: 60 });
    await send(t, world.ana.session, 'POST', signedIn(world.engagements.internal, 'notes/'), { body: 'Both of us read this.' });
    await send(t, world.cora.session, 'POST', signedIn(world.engagements.internal, 'actions/'), { title: 'Chair the retro' });
    const res = await send(t, world.ana.session, 'GET', exported(world.engagements.internal));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="coaching-.+\.json"$/);
    const m = JSON.parse(res.body);
    expect(m).toMatchObject({
      exported_by: 'coachee',
      engagement: {
        id: world.engagements.internal,
        coachee: { name: world.ana.name },
        coach: { name: world.cora.name, kind: 'internal' },
        scope: 'report_and_plan',
      },
      notes: [expect.objectContaining({ body: 'Both of us read this.' })],
      plan: [expect.objectContaining({ title: 'Chair the retro', coach: world.cora.name })],
      report: { survey: { id: world.survey } },
    });
    expect(m.sessions).toHaveLength(1);
    expect(m.engagement.next_session).toBe(m.sessions[0].starts_at);
    const entry = await lastEntry(t, world.hr, 'coaching.export');
    expect(entry.after).toMatchObject({ format: 'json', by: 'coachee', report: true, plan: true });
  });

  it('as a PDF, by the coach and by link', async () => {
    const pdf = await send(t, world.cora.session, 'GET', exported(world.engagements.internal, 'pdf'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="coaching-.+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const link = await send(t, null, 'GET', byLink(world.olga.token, world.engagements.outside, 'export/?format=pdf'));
    expect(link.statusCode).toBe(200);
    const entry = await lastEntry(t, world.hr, 'coaching.export');
    expect(entry.after).toMatchObject({ format: 'pdf', by: 'coach' });
    expect(entry.actor).toContain(world.olga.email);
  });

  it('refuses an unknown format (400) and anyone not party to it (404)', async () => {
    expect((await send(t, world.ana.session, 'GET', exported(world.engagements.internal, 'xlsx'))).statusCode).toBe(400);
    expect((await send(t, world.hr, 'GET', exported(world.engagements.internal))).statusCode).toBe(404);
    expect((await send(t, other.ana.session, 'GET', exported(world.engagements.internal))).statusCode).toBe(404);
  });
});

describe('the coachee’s consent, read on every call', () => {
  it('plan_only: the coach gets no guide (403 saying so) and an export without the report', async () => {
    await consent(t, other.companyId, other.engagements.internal, 'plan_only');
    const refused = await send(t, other.cora.session, 'GET', guide(other.engagements.internal));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain('only their development plan');
    const res = await send(t, other.cora.session, 'GET', exported(other.engagements.internal));
    expect(res.statusCode).toBe(200);
    const m = JSON.parse(res.body);
    expect(m.report).toBeNull();
    expect(Array.isArray(m.plan)).toBe(true);
    expect(m.engagement.scope).toBe('plan_only');
    // The coachee still has all of it.
    expect((await send(t, other.ana.session, 'GET', guide(other.engagements.internal))).statusCode).toBe(200);
    expect(JSON.parse((await send(t, other.ana.session, 'GET', exported(other.engagements.internal))).body).report).not.toBeNull();
  });

  it('withdrawn (a none fact): the coach’s next call is 403 for sessions, notes, actions, guide and export, at both doors', async () => {
    const session = (
      await send(t, other.ana.session, 'POST', signedIn(other.engagements.internal, 'sessions/'), { starts_at: inDays(t, 3), minutes: 60 })
    ).json().id as number;
    const outsideSession = (
      await send(t, other.ben.session, 'POST', signedIn(other.engagements.outside, 'sessions/'), { starts_at: inDays(t, 3), minutes: 60 })
    ).json().id as number;
    expect((await send(t, other.cora.session, 'GET', exported(other.engagements.internal))).statusCode).toBe(200);
    await consent(t, other.companyId, other.engagements.internal, 'none');
    await consent(t, other.companyId, other.engagements.outside, 'none');
    const calls: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['POST', 'sessions/', { starts_at: inDays(t, 4), minutes: 60 }],
      ['PUT', `sessions/${session}/`, { starts_at: inDays(t, 4), minutes: 60 }],
      ['POST', `sessions/${session}/cancel/`],
      ['GET', `sessions/${session}/ics/`],
      ['POST', 'notes/', { body: 'still here?' }],
      ['POST', 'actions/', { title: 'x' }],
      ['GET', 'guide/'],
      ['GET', 'export/?format=json'],
    ];
    for (const [method, rest, body] of calls) {
      const res = await send(t, other.cora.session, method, signedIn(other.engagements.internal, rest), body);
      expect(res.statusCode, `${method} ${rest}`).toBe(403);
      expect(res.json().detail).toContain('withdrawn');
      const viaLink = await send(
        t,
        null,
        method,
        byLink(other.olga.token, other.engagements.outside, rest.replace(String(session), String(outsideSession))),
        body,
      );
      expect(viaLink.statusCode, `link ${method} ${rest}`).toBe(403);
    }
    // The coachee keeps their own: the guide, the export, the session.
    expect((await send(t, other.ana.session, 'GET', guide(other.engagements.internal))).statusCode).toBe(200);
    expect((await send(t, other.ana.session, 'POST', signedIn(other.engagements.internal, `sessions/${session}/cancel/`))).statusCode).toBe(200);
    const notes = rowsOf<{ body: string }>(await t.db.execute(sql`select body from coaching_notes where body = 'still here?'`));
    expect(notes).toEqual([]);
  });
});
