import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAssignments, surveys } from '../../../server/db/schema';
import { send } from '../helpers/employees';
import { digest } from '../proof/digest';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  closeSurvey,
  dayFrom,
  hire,
  openSurvey,
  patchSurvey,
  reportOf,
  reportUrl,
  sessionOf,
  submit,
  surveyWorld,
  type Person,
  type SurveyWorld,
} from '../helpers/trust-world';

/*
 * The five inferences outside testers made to single out one rater, each tried
 * again through the product's own API as they tried it. Each test fails while the way works.
 */
let t: TestApp;
let w: SurveyWorld;
let ratee: Person;
let manager: Person;
let peers: Person[];
let other: Person;
beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  ratee = await hire(t, w, 'Rhea');
  manager = await hire(t, w, 'Mona');
  peers = [await hire(t, w, 'Pia'), await hire(t, w, 'Pete'), await hire(t, w, 'Paz'), await hire(t, w, 'Pim')];
  other = await hire(t, w, 'Oli');
});
afterAll(async () => {
  await t.close();
});

const rated = (raters: Array<[Person, 'self' | 'manager' | 'peer' | 'direct_report' | 'other']>) =>
  raters.map(([rater, relationship]) => ({ ratee: ratee.id, rater: rater.id, relationship }));

describe('1. moving a submitted rater to another group', () => {
  it('refuses to relabel a submitted "other" as manager, or a submitted peer as other, and changes nothing', async () => {
    const surveyId = await openSurvey(
      t,
      w,
      rated([
        [ratee, 'self'],
        [peers[0]!, 'peer'],
        [peers[1]!, 'peer'],
        [peers[2]!, 'peer'],
        [other, 'other'],
      ]),
      { title: 'Relabel attempt' },
    );
    expect((await submit(t, surveyId, ratee, other, 1, 'ONLY THE OTHER RATER WROTE THIS')).statusCode).toBe(200);
    expect((await submit(t, surveyId, ratee, peers[0]!, 3)).statusCode).toBe(200);
    const before = await digest(t.db);
    for (const [who, to] of [
      [other, 'manager'],
      [peers[0]!, 'other'],
    ] as const) {
      const res = await patchSurvey(t, w.admin, surveyId, (body) => {
        body.survey_assign.find((a) => a.rater === who.id)!.relationship = to;
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().survey_assign.join(' ')).toMatch(/has already submitted answers .* so that relationship can no longer change/);
    }
    expect(await digest(t.db)).toEqual(before);
    await closeSurvey(t, w.admin, surveyId);
    const report = await reportOf(t, w.admin, surveyId, ratee);
    expect(report.groups.map((g) => g.group)).not.toContain('manager');
    expect(report.groups.map((g) => g.group)).not.toContain('other');
    expect(JSON.stringify(report)).not.toContain('ONLY THE OTHER RATER');
  });
});

describe('2. loosening the threshold', () => {
  it('refuses a threshold outside 3–10 for a survey and for the company default', async () => {
    for (const bad of [1, 2, 11]) {
      const created = await send(t, w.admin, 'POST', '/survey/survey-creation/', {
        survey: {
          title: 'Loose',
          start_date: dayFrom(t, 0),
          end_date: dayFrom(t, 9),
          audience: 'Individual',
          anonymity_threshold: bad,
          type_values: [],
          competencies: [{ competency: w.competencies.coaching, weight: 25, expected_level: 'basic' }],
        },
        position: null,
        survey_assign: rated([[ratee, 'self']]),
      });
      expect(created.statusCode, `survey threshold ${bad}`).toBe(400);
      const settings = await send(t, w.admin, 'PUT', '/feedback/settings/', { succession_threshold: 80, development_threshold: 50, anonymity_threshold: bad });
      expect(settings.statusCode, `company threshold ${bad}`).toBe(400);
    }
    expect((await send(t, w.admin, 'GET', '/feedback/settings/')).json().anonymity_threshold).toBe(3);
  });

  it('refuses to change a threshold once a rater has submitted, and the hidden group stays hidden', async () => {
    const surveyId = await openSurvey(
      t,
      w,
      rated([
        [ratee, 'self'],
        [other, 'other'],
        [peers[0]!, 'peer'],
      ]),
      { title: 'Lower later' },
    );
    await submit(t, surveyId, ratee, other, 0, 'HIDDEN OTHER');
    for (const threshold of [1, 4, 10]) {
      const before = await digest(t.db);
      const res = await patchSurvey(t, w.admin, surveyId, (body) => {
        body.survey.anonymity_threshold = threshold;
      });
      expect(res.statusCode, `to ${threshold}: ${res.body}`).toBe(400);
      if (threshold !== 1) expect(res.json().anonymity_threshold[0]).toMatch(/anonymity threshold can no longer change/);
      expect(await digest(t.db)).toEqual(before);
    }
    const same = await patchSurvey(t, w.admin, surveyId, (body) => {
      body.survey.anonymity_threshold = 3;
      body.survey.title = 'Renamed';
    });
    expect(same.statusCode, same.body).toBe(200);
    await closeSurvey(t, w.admin, surveyId);
    const report = await reportOf(t, w.admin, surveyId, ratee);
    expect(report.survey.anonymity_threshold).toBe(3);
    expect(JSON.stringify(report)).not.toContain('HIDDEN OTHER');
  });
});

describe('3. reading results before and after one more rater', () => {
  it('gives no result of an open survey to anyone: reports, files, lists, analytics, alerts, releases', async () => {
    const surveyId = await openSurvey(
      t,
      w,
      rated([
        [peers[0]!, 'peer'],
        [peers[1]!, 'peer'],
        [peers[2]!, 'peer'],
        [peers[3]!, 'peer'],
      ]),
      { title: 'Live reading' },
    );
    for (const p of peers.slice(0, 3)) await submit(t, surveyId, ratee, p, 3, `peer ${p.name}`);
    const closedOnly = [
      ['GET', reportUrl(surveyId, ratee)],
      ['GET', `${reportUrl(surveyId, ratee)}export/?format=csv`],
      ['GET', `${reportUrl(surveyId, ratee)}export/?format=pdf`],
      ['GET', `/feedback/analytics/?survey=${surveyId}`],
      ['GET', `/feedback/alerts/?survey=${surveyId}`],
      ['PUT', `/feedback/survey/${surveyId}/release/`],
    ] as const;
    for (const [method, url] of closedOnly) {
      const res = await send(t, w.admin, method, url, method === 'PUT' ? { released: true } : undefined);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(409);
      expect(res.json().detail).toMatch(/shown once the survey has closed/);
    }
    const list = (await send(t, w.admin, 'GET', `/feedback/survey/${surveyId}/ratees/`)).json();
    expect(list).toEqual([
      expect.objectContaining({
        overall: null,
        overall_percent: null,
        self: null,
        self_percent: null,
        responses: { submitted: 3, assigned: 4 },
        progress: [{ relationship: 'peer', assigned: 4, submitted: 3 }],
      }),
    ]);
    const alerts = (await send(t, w.admin, 'GET', '/feedback/alerts/')).json();
    expect(JSON.stringify(alerts)).not.toContain('Live reading');
    const [row] = await t.db.select({ opened: surveys.resultsOpenedAt }).from(surveys).where(eq(surveys.id, surveyId));
    expect(row!.opened).toBeNull();

    await submit(t, surveyId, ratee, peers[3]!, 0);
    await closeSurvey(t, w.admin, surveyId);
    const report = await reportOf(t, w.admin, surveyId, ratee);
    expect(report.groups).toContainEqual({ group: 'peer', label: 'Peers', raters: 4 });
    expect(report.overall.find((g) => g.group === 'peer')?.score).toBe(2.25);
  });

  it('extends a survey that ended by date until its results are opened, never after', async () => {
    const surveyId = await openSurvey(
      t,
      w,
      rated([
        [ratee, 'self'],
        [peers[0]!, 'peer'],
      ]),
      { title: 'Ended by date' },
    );
    await t.db
      .update(surveys)
      .set({ startDate: dayFrom(t, -10), endDate: dayFrom(t, -1) })
      .where(eq(surveys.id, surveyId));
    expect((await submit(t, surveyId, ratee, ratee, 2)).json().non_field_errors[0]).toMatch(/closed/);

    const extended = await patchSurvey(t, w.admin, surveyId, (body) => {
      body.survey.end_date = dayFrom(t, 5);
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().Result.survey.status).toBe('open');
    expect((await submit(t, surveyId, ratee, ratee, 2)).statusCode).toBe(200);

    const shortened = await patchSurvey(t, w.admin, surveyId, (body) => {
      body.survey.end_date = dayFrom(t, -1);
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    await reportOf(t, w.admin, surveyId, ratee);
    const before = await digest(t.db);
    const again = await patchSurvey(t, w.admin, surveyId, (body) => {
      body.survey.end_date = dayFrom(t, 20);
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().end_date[0]).toMatch(/Results of this survey have been opened/);
    const added = await patchSurvey(t, w.admin, surveyId, (body) => {
      body.survey_assign.push({ ratee: ratee.id, rater: peers[1]!.id, relationship: 'peer' });
    });
    expect(added.statusCode).toBe(400);
    expect(await digest(t.db)).toEqual(before);
    const survey = (await send(t, w.admin, 'GET', `/survey/survey/${surveyId}/`)).json();
    expect(survey).toMatchObject({ status: 'closed', results_opened_at: expect.any(String) });
    expect((await submit(t, surveyId, ratee, peers[0]!, 4)).statusCode).toBe(400);
  });

  it('refuses to release a report of an open survey, so the ratee cannot read it live either', async () => {
    const surveyId = await openSurvey(
      t,
      w,
      rated([
        [ratee, 'self'],
        [manager, 'manager'],
      ]),
      { title: 'Early release' },
    );
    await submit(t, surveyId, ratee, manager, 3);
    const res = await send(t, w.admin, 'PUT', `/feedback/survey/${surveyId}/release/`, { released: true, ratees: [ratee.id] });
    expect(res.statusCode).toBe(409);
    const mine = await send(t, await sessionOf(t, ratee), 'GET', `/feedback/my-reports/${surveyId}/`);
    expect(mine.statusCode).toBe(404);
  });
});

describe('4. benchmarks of too few ratees', () => {
  it('leaves the ratee out of their benchmark and shows it only with at least the threshold of others', async () => {
    const designation = (await send(t, w.admin, 'POST', '/api/designation/', { name: 'Benchmark analysts' })).json().id as number;
    const ratees = [
      await hire(t, w, 'Bea', { designation }),
      await hire(t, w, 'Bo', { designation }),
      await hire(t, w, 'Bree', { designation }),
      await hire(t, w, 'Bram', { designation }),
    ];
    const solo = await hire(t, w, 'Sol');
    const scores = [1, 2, 3, 4];
    const assign = [...ratees, solo].map((r) => ({ ratee: r.id, rater: manager.id, relationship: 'manager' as const }));
    const twoRatees = await openSurvey(t, w, assign.slice(0, 2), { title: 'Two ratees' });
    const fiveRatees = await openSurvey(t, w, assign, { title: 'Five ratees' });
    for (const [i, r] of ratees.entries()) {
      await submit(t, fiveRatees, r, manager, scores[i]!);
      if (i < 2) await submit(t, twoRatees, r, manager, scores[i]!);
    }
    await submit(t, fiveRatees, solo, manager, 2);
    await closeSurvey(t, w.admin, twoRatees);
    await closeSurvey(t, w.admin, fiveRatees);

    const pair = await reportOf(t, w.admin, twoRatees, ratees[0]!);
    expect(pair.benchmark.company).toEqual({ overall: null, percent: null, ratees: 1, too_few: true, withheld: false });
    expect(pair.competencies.every((c) => c.benchmark.company === null && c.benchmark.designation === null)).toBe(true);

    const bea = await reportOf(t, w.admin, fiveRatees, ratees[0]!);
    // Others: Bo 2, Bree 3, Bram 4, Sol 2 → 11 / 4; the same designation: 9 / 3.
    expect(bea.benchmark.company).toEqual({ overall: 2.75, percent: 68.8, ratees: 4, too_few: false, withheld: false });
    expect(bea.benchmark.designation).toMatchObject({ name: 'Benchmark analysts', overall: 3, percent: 75, ratees: 3, too_few: false });
    const sol = await reportOf(t, w.admin, fiveRatees, solo);
    expect(sol.benchmark.designation).toMatchObject({ ratees: 0, too_few: true, overall: null });

    // The figures were frozen when the results were opened: a designation change or someone leaving moves nothing.
    await send(t, w.admin, 'PATCH', '/api/employee-registration/', { id: ratees[1]!.id, designation: null });
    expect((await send(t, w.admin, 'DELETE', `/api/users/${ratees[2]!.userId}/`)).statusCode).toBe(204);
    expect((await reportOf(t, w.admin, fiveRatees, ratees[0]!)).benchmark).toEqual(bea.benchmark);
  });
});

describe('5. what the ratee learns of hidden raters', () => {
  it('tells the ratee that answers were withheld, never how many; HR sees the counts', async () => {
    // Two peers: below the threshold of 3, and no pool to join.
    const surveyId = await openSurvey(
      t,
      w,
      rated([
        [ratee, 'self'],
        [manager, 'manager'],
        [peers[0]!, 'peer'],
        [peers[1]!, 'peer'],
      ]),
      { title: 'Hidden count' },
    );
    for (const rater of [ratee, manager, peers[0]!, peers[1]!]) await submit(t, surveyId, ratee, rater, 2);
    await closeSurvey(t, w.admin, surveyId);
    const hr = await reportOf(t, w.admin, surveyId, ratee);
    expect(hr.withheld).toBe(true);
    expect(hr.hidden).toEqual([{ relationship: 'peer', raters: 2 }]);
    expect(hr.responses).toEqual({ submitted: 4, assigned: 4 });

    expect((await send(t, w.admin, 'PUT', `/feedback/survey/${surveyId}/release/`, { released: true })).statusCode).toBe(200);
    const session = await sessionOf(t, ratee);
    const own = (await send(t, session, 'GET', `/feedback/my-reports/${surveyId}/`)).json();
    expect(own).toMatchObject({ withheld: true, hidden: [], responses: null });
    expect(own.groups).toEqual([
      { group: 'self', label: 'Self', raters: 1 },
      { group: 'manager', label: 'Manager', raters: 1 },
      { group: 'all_others', label: 'All raters but self', raters: 1 },
    ]);
    const pdf = await send(t, session, 'GET', `/feedback/my-reports/${surveyId}/export/?format=pdf`);
    const { extractText } = await import('unpdf');
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text;
    expect(text).toContain('Some answers are not shown');
    expect(text).not.toMatch(/(?<!\d)\d+\s+(peers?|other raters?)\b/);
    expect(text).not.toMatch(/of \d+ raters/);
  });
});

describe('a rater who leaves the company', () => {
  it('keeps their submitted answers in every figure, so the report before and after is the same', async () => {
    const leavers = [await hire(t, w, 'Lea'), await hire(t, w, 'Leo'), await hire(t, w, 'Lou')];
    const surveyId = await openSurvey(t, w, rated([[manager, 'manager'], ...leavers.map((p) => [p, 'peer'] as [Person, 'peer']), [peers[0]!, 'peer']]), {
      title: 'Leaver',
    });
    await submit(t, surveyId, ratee, manager, 2);
    for (const [i, p] of leavers.entries()) await submit(t, surveyId, ratee, p, i, `from ${p.name}`);
    await closeSurvey(t, w.admin, surveyId);
    // Only the count of assignments asked may move: the one never answered is gone.
    const figures = async () => ({ ...(await reportOf(t, w.admin, surveyId, ratee)), responses: null });
    const before = await figures();
    expect((await send(t, w.admin, 'DELETE', `/api/users/${leavers[0]!.userId}/`)).statusCode).toBe(204);
    expect((await send(t, w.admin, 'DELETE', `/api/users/${peers[0]!.userId}/`)).statusCode).toBe(204);
    expect(await figures()).toEqual(before);
    const assigned = (await send(t, w.admin, 'GET', `/survey/get_surveyassign_by_owner/?survey_id=${surveyId}`)).json();
    expect(assigned.filter((a: { rater: unknown }) => a.rater === null)).toEqual([
      expect.objectContaining({ relationship: 'peer', status: 'submitted', ratee: expect.objectContaining({ id: ratee.id }) }),
    ]);
    const rows = await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, surveyId));
    // The one who left before submitting is gone with their assignment; the one who submitted stays, unnamed.
    expect(rows.filter((r) => r.raterId === null)).toHaveLength(1);
    expect(rows).toHaveLength(4);
  });
});
