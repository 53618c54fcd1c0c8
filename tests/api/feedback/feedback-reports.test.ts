import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackReport, RateeSummary } from '../../../schemas/feedback';
import { employees, reportReleases } from '../../../server/db/schema';
import * as cases from '../../unit/scoring-cases';
import { addSuperuser, signUpCompany, type Session } from '../helpers/accounts';
import { activate, employeeWith, listItem, send } from '../helpers/employees';
import { scoringFixture, type Fixture } from '../helpers/scoring-fixture';
import { seedSurvey } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** One ratee's report, the ratee list, releasing, the ratee's own view and the files. */
let t: TestApp;
let admin: Session;
let f: Fixture;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
  f = await scoringFixture(t, admin, {
    ...cases.weighted,
    title: 'Leadership 360',
    ratees: [...cases.weighted.ratees, { name: 'Nia', raters: [{ name: 'Max', relationship: 'manager', answers: [1, 3, 4, 2] }] }],
  });
  const engineer = await listItem(t, admin, 'designation', 'Engineer');
  await t.db.update(employees).set({ designationId: engineer }).where(eq(employees.id, f.employees.Rhea!));
});
afterAll(async () => {
  await t.close();
});

let rheaSession: Promise<Session> | undefined;
/** Rhea signed in; her welcome link works once, so the session is shared. */
const rhea = () => (rheaSession ??= activate(t, f.emails.Rhea!));

/** The text a reader sees in a PDF. */
async function pdfText(body: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  return (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;
}

const reportUrl = (ratee: string, fx = f) => `/feedback/survey/${fx.surveyId}/ratee/${fx.employees[ratee]}/`;
async function reportOf(ratee = 'Rhea', by = admin): Promise<FeedbackReport> {
  const res = await send(t, by, 'GET', reportUrl(ratee));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FeedbackReport;
}

describe('one ratee’s report', () => {
  it('gives overall, type and competency scores per visible group, with the hidden raters only counted', async () => {
    const r = await reportOf();
    expect(r.survey).toMatchObject({ id: f.surveyId, title: 'Leadership 360', status: 'closed', anonymity_threshold: 3 });
    expect(r.ratee).toMatchObject({ id: f.employees.Rhea, designation: 'Engineer', department: null });
    expect(r.responses).toEqual({ submitted: 7, assigned: 8 });
    expect(r.groups).toEqual([
      { group: 'self', label: 'Self', raters: 1 },
      { group: 'manager', label: 'Manager', raters: 1 },
      { group: 'peer', label: 'Peers', raters: 3 },
      { group: 'all_others', label: 'All raters but self', raters: 4 },
    ]);
    expect(r.withheld).toBe(true);
    expect(r.hidden).toEqual(
      expect.arrayContaining([
        { relationship: 'direct_report', raters: 1 },
        { relationship: 'other', raters: 1 },
      ]),
    );
    expect(r.overall).toEqual([
      { group: 'self', score: 4, percent: 100 },
      { group: 'manager', score: 1.67, percent: 41.7 },
      { group: 'peer', score: 2, percent: 50 },
      { group: 'all_others', score: 1.92, percent: 47.9 },
    ]);
    expect(r.types.map((x) => [x.name.split(' ')[0], x.value, x.scores.find((s) => s.group === 'all_others')?.score])).toEqual([
      ['Core', 50, 2.25],
      ['Leadership', 100, 1.75],
    ]);
    const listening = r.competencies.find((c) => c.title === 'Listening')!;
    expect(listening).toMatchObject({ weight: 25, self: 4, others: 2.25, gap: 1.75 });
    expect(listening.levels).toEqual({ expected: 'intermediate', self: 'expert', others: 'intermediate', others_mean: 2, gap: 0 });
  });

  it('names blind spots, strengths and development areas, and shows comments without their author', async () => {
    const r = await reportOf();
    expect(r.blind_spots.map((b) => [b.title, b.gap])).toEqual([
      ['Coaching', 2.25],
      ['Listening', 1.75],
      ['Planning', 1.75],
    ]);
    expect(r.hidden_strengths).toEqual([]);
    // Every score from others is below 3 of 4: no strength, and the lowest first where a plan starts.
    expect(r.strengths).toEqual([]);
    expect(r.development_areas[0]).toMatchObject({ title: 'Coaching', score: 1.75 });
    expect(r.development_areas.map((d) => d.title).sort()).toEqual(['Coaching', 'Listening', 'Planning']);
    expect(r.comments.map((c) => [c.from, c.text]).sort()).toEqual([
      ['anonymous', 'A generous colleague.'],
      ['manager', 'Plans carefully.'],
      ['self', 'I listen well.'],
    ]);
  });

  it('benchmarks against the survey’s other ratees, and says when they are too few to compare', async () => {
    // The figures themselves: tests/api/feedback/trust-inferences.test.ts. Here one other ratee, below the threshold of 3.
    const r = await reportOf();
    const nia = await reportOf('Nia');
    expect(r.benchmark.company).toEqual({ overall: null, percent: null, ratees: 1, too_few: true, withheld: false });
    expect(r.benchmark.designation).toEqual({ name: 'Engineer', overall: null, percent: null, ratees: 0, too_few: true, withheld: false });
    expect(nia.benchmark.designation).toEqual({ name: null, overall: null, percent: null, ratees: 0, too_few: true, withheld: false });
    expect(r.competencies.map((c) => c.benchmark)).toEqual(r.competencies.map(() => ({ company: null, designation: null, withheld: [] })));
  });

  it('says "not observed" where a group shown could not judge a competency, in the report and its files', async () => {
    const fx = await scoringFixture(t, admin, { ...cases.notObserved, title: 'Observed or not' });
    const r = (await send(t, admin, 'GET', `/feedback/survey/${fx.surveyId}/ratee/${fx.employees.Noor}/`)).json() as FeedbackReport;
    const of = (title: string) => r.competencies.find((c) => c.title === title)!;
    expect(of('Coaching')).toMatchObject({ scores: [], not_observed: ['self', 'manager', 'peer', 'all_others'], self: null, others: null });
    expect(of('Delegating').not_observed).toEqual(['self', 'peer']);
    expect(of('Listening').not_observed).toEqual([]);
    expect(of('Planning').not_observed).toEqual(['manager']);
    const csv = (await send(t, admin, 'GET', `/feedback/survey/${fx.surveyId}/ratee/${fx.employees.Noor}/export/?format=csv`)).body;
    expect(csv).toMatch(/Coaching,Peers,not observed/);
    const pdf = await send(t, admin, 'GET', `/feedback/survey/${fx.surveyId}/ratee/${fx.employees.Noor}/export/?format=pdf`);
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toMatch(/Coaching Leadership \d+ · weight 25 not observed not observed/);
  });

  it('answers 404 for someone who is not a ratee of the survey, and for a draft', async () => {
    expect((await send(t, admin, 'GET', `/feedback/survey/${f.surveyId}/ratee/${f.employees.Pia}/`)).statusCode).toBe(404);
    const draft = await seedSurvey(t, admin, { isDraft: true, assignments: [{ ratee: f.employees.Pia!, rater: f.employees.Pia!, relationship: 'self' }] });
    expect((await send(t, admin, 'GET', `/feedback/survey/${draft}/ratees/`)).statusCode).toBe(404);
    expect((await send(t, admin, 'GET', `/feedback/survey/${draft}/ratee/${f.employees.Pia}/`)).statusCode).toBe(404);
    expect((await send(t, admin, 'GET', '/feedback/surveys/')).json().map((s: { id: number }) => s.id)).not.toContain(draft);
  });
});

describe('the ratee list and the survey list', () => {
  it("lists every ratee with their headline and progress, sorted by name; the figures are the report's", async () => {
    const res = await send(t, admin, 'GET', `/feedback/survey/${f.surveyId}/ratees/`);
    expect(res.statusCode, res.body).toBe(200);
    const niaOverall = (await reportOf('Nia')).overall.at(-1)!;
    expect(res.json().map((r: RateeSummary) => [r.ratee.id, r.overall, r.overall_percent, r.self, r.self_percent, r.responses])).toEqual([
      [f.employees.Nia, niaOverall.score, niaOverall.percent, null, null, { submitted: 1, assigned: 1 }],
      [f.employees.Rhea, 1.92, 47.9, 4, 100, { submitted: 7, assigned: 8 }],
    ]);
    expect(res.json()[1].progress).toEqual([
      { relationship: 'self', assigned: 1, submitted: 1 },
      { relationship: 'manager', assigned: 1, submitted: 1 },
      { relationship: 'peer', assigned: 3, submitted: 3 },
      { relationship: 'direct_report', assigned: 1, submitted: 1 },
      { relationship: 'other', assigned: 2, submitted: 1 },
    ]);
    const surveys = (await send(t, admin, 'GET', '/feedback/surveys/')).json();
    expect(surveys.find((s: { id: number }) => s.id === f.surveyId)).toMatchObject({ ratees: 2, responses: { submitted: 8, assigned: 9 }, released: 0 });
  });
});

describe('releasing reports to their ratees', () => {
  it('shows a released report to its ratee only, and takes it back', async () => {
    const mine = async () => send(t, await rhea(), 'GET', `/feedback/my-reports/${f.surveyId}/`);
    expect((await mine()).statusCode).toBe(404);
    expect((await send(t, await rhea(), 'GET', '/feedback/my-reports/')).json()).toEqual([]);

    const release = await send(t, admin, 'PUT', `/feedback/survey/${f.surveyId}/release/`, { released: true, ratees: [f.employees.Rhea] });
    expect(release.json()).toEqual({ changed: 1 });
    expect((await send(t, admin, 'PUT', `/feedback/survey/${f.surveyId}/release/`, { released: true, ratees: [f.employees.Rhea] })).json()).toEqual({
      changed: 0,
    });
    const own = await mine();
    expect(own.statusCode, own.body).toBe(200);
    // The ratee's view: that answers were withheld, never how many.
    expect({ ...own.json(), released_at: null }).toEqual({ ...(await reportOf()), released_at: null, hidden: [], responses: null });
    expect((await send(t, await rhea(), 'GET', '/feedback/my-reports/')).json()).toEqual([
      { survey: { id: f.surveyId, title: 'Leadership 360', end_date: expect.any(String), closed_on: expect.any(String) }, released_at: expect.any(String) },
    ]);
    const nia = await activate(t, f.emails.Nia!);
    expect((await send(t, nia, 'GET', `/feedback/my-reports/${f.surveyId}/`)).statusCode).toBe(404);

    expect((await send(t, admin, 'PUT', `/feedback/survey/${f.surveyId}/release/`, { released: false })).json()).toEqual({ changed: 1 });
    expect((await mine()).statusCode).toBe(404);
  });

  it('refuses an id that is not a ratee of the survey and changes nothing', async () => {
    const before = await t.db.select().from(reportReleases);
    const res = await send(t, admin, 'PUT', `/feedback/survey/${f.surveyId}/release/`, { released: true, ratees: [f.employees.Rhea, f.employees.Pia] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ratees: [`${f.employees.Pia} is not a ratee of this survey.`] });
    expect(await t.db.select().from(reportReleases)).toEqual(before);
  });
});

describe('report files', () => {
  it('downloads a PDF, a CSV and an XLSX as attachments; another format is refused', async () => {
    const file = (format: string) => send(t, admin, 'GET', `${reportUrl('Rhea')}export/?format=${format}`);
    const pdf = await file('pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="feedback-leadership-360-rhea-example\d+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await file('csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Listening');
    expect((await file('xlsx')).rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await file('doc')).statusCode).toBe(400);
  });
});

describe('anonymity: what the threshold hides is in no answer', () => {
  it('gives the same figures with the hidden raters as without them, and none of their comments, in every report endpoint', async () => {
    const withoutHidden = await scoringFixture(t, admin, {
      ...cases.weighted,
      ratees: [{ name: 'Rhea', raters: cases.weighted.ratees[0]!.raters.filter((r) => !['Dov', 'Oli'].includes(r.name)) }],
    });
    const figures = (r: FeedbackReport) => ({
      overall: r.overall,
      types: r.types.map((x) => x.scores),
      competencies: r.competencies.map((c) => [c.scores, c.levels]),
      comments: r.comments.map((c) => c.text).sort(),
      groups: r.groups,
    });
    const hidden = await reportOf();
    const clean = (await send(t, admin, 'GET', `/feedback/survey/${withoutHidden.surveyId}/ratee/${withoutHidden.employees.Rhea}/`)).json();
    expect(figures(hidden)).toEqual(figures(clean));

    await send(t, admin, 'PUT', `/feedback/survey/${f.surveyId}/release/`, { released: true });
    const ratee = await rhea();
    const answers = [
      await send(t, admin, 'GET', reportUrl('Rhea')),
      await send(t, admin, 'GET', `/feedback/survey/${f.surveyId}/ratees/`),
      await send(t, admin, 'GET', `${reportUrl('Rhea')}export/?format=csv`),
      await send(t, admin, 'GET', `${reportUrl('Rhea')}export/?format=pdf`),
      await send(t, ratee, 'GET', `/feedback/my-reports/${f.surveyId}/`),
      await send(t, ratee, 'GET', `/feedback/my-reports/${f.surveyId}/export/?format=csv`),
      await send(t, ratee, 'GET', `/feedback/my-reports/${f.surveyId}/export/?format=pdf`),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const text = res.headers['content-type'] === 'application/pdf' ? await pdfText(res.rawPayload) : res.body;
      expect(text).toContain('Rhea');
      expect(text).not.toContain('HIDDEN');
      // No rater is ever named: not the hidden ones, nor those whose answers count.
      for (const rater of ['Dov', 'Oli', 'Ozzy', 'Pia', 'Pete', 'Paz', 'Mona']) expect(text).not.toContain(rater);
    }
  });
});

describe('access', () => {
  it('keeps every report endpoint to its company', async () => {
    const intruder = await signUpCompany(t);
    const ratee = f.employees.Rhea;
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: [
        { method: 'GET', url: `/feedback/survey/${f.surveyId}/ratees/` },
        { method: 'GET', url: `/feedback/survey/${f.surveyId}/ratee/${ratee}/` },
        { method: 'GET', url: `/feedback/survey/${f.surveyId}/ratee/${ratee}/export/?format=pdf` },
        { method: 'PUT', url: `/feedback/survey/${f.surveyId}/release/`, payload: { released: true } },
        { method: 'GET', url: `/feedback/my-reports/${f.surveyId}/` },
        { method: 'GET', url: `/feedback/my-reports/${f.surveyId}/export/?format=csv` },
      ],
      lists: [{ url: '/feedback/surveys/', ownerIds: [f.surveyId] }],
      snapshot: () => t.db.select().from(reportReleases),
    });
    expect((await send(t, intruder, 'GET', '/feedback/my-reports/')).json()).toEqual([]);
  });

  it('needs a token, the feedback area for the company’s reports, and a company', async () => {
    const employee = await employeeWith(t, admin);
    const superuser = await addSuperuser(t);
    const admins = [`/feedback/surveys/`, `/feedback/survey/${f.surveyId}/ratees/`, reportUrl('Rhea'), `${reportUrl('Rhea')}export/?format=csv`];
    for (const url of admins) {
      expect((await send(t, null, 'GET', url)).statusCode, url).toBe(401);
      expect((await send(t, employee, 'GET', url)).statusCode, url).toBe(403);
      expect((await send(t, superuser, 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await send(t, employee, 'PUT', `/feedback/survey/${f.surveyId}/release/`, { released: true })).statusCode).toBe(403);
    expect((await send(t, employee, 'GET', '/feedback/my-reports/')).statusCode).toBe(200);
    expect((await send(t, superuser, 'GET', '/feedback/my-reports/')).statusCode).toBe(403);
    expect((await send(t, null, 'GET', '/feedback/my-reports/')).statusCode).toBe(401);
  });
});
