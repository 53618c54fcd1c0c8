import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerSheet } from '../../../schemas/survey-answer';
import { surveyAssignments, users } from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/sql';
import { scoreCtes } from '../../../server/feedback/queries/scoring-sql';
import { mailsTo, type Session } from '../helpers/accounts';
import { newKey, signedInAs } from '../helpers/answer-world';
import { send } from '../helpers/employees';
import { addExternal, externalLink, viaLink } from '../helpers/external-world';
import { createSurvey, surveyPayload, surveyWorld, updateSurvey, type SurveyWorld } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Survey content in several languages (issue 42): the survey's offer, the rater's language, answers scored together. */
let t: TestApp;
let w: SurveyWorld;
let surveyId: number;
let payload: ReturnType<typeof surveyPayload>;
const assignment: Record<'lead' | 'ben', number> = { lead: 0, ben: 0 };
const sessions: Partial<Record<'lead' | 'ben', Session>> = {};
const as = async (who: 'lead' | 'ben') => (sessions[who] ??= await signedInAs(t, w[who]));

const sheet = async (who: 'lead' | 'ben', query = '') => {
  const res = await send(t, await as(who), 'GET', `/survey/surveyuserans/${assignment[who]}/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AnswerSheet;
};

beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  // The same statement, translated: German for everything, French for the statements only.
  const statements = (
    (await send(t, w.admin, 'GET', '/competency/statements/')).json() as Array<{ id: number; type: number; competency_title: number; statement: string }>
  ).filter((s) => s.competency_title === w.competencies.coaching);
  for (const s of statements) {
    const german = s.statement === 'Does it often.' ? 'Tut es oft.' : 'Hilft anderen dabei.';
    const res = await send(t, w.admin, 'PUT', `/competency/statements/${s.id}/`, {
      type: s.type,
      competency_title: s.competency_title,
      statement: s.statement,
      translations: { de: { statement: german }, fr: { statement: `${s.statement} (fr)` } },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const put = await send(t, w.admin, 'PUT', `/competency/list/${w.competencies.coaching}/`, {
    type: w.types.leadership,
    title: 'Coaching',
    defination: 'Coaching, done well.',
    translations: { de: { title: 'Coaching geben', defination: 'Gut coachen.' } },
  });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json().translations).toEqual({ de: { title: 'Coaching geben', defination: 'Gut coachen.' } });
  await send(t, w.admin, 'PUT', `/competency/type/${w.types.leadership}/`, { name: w.typeNames.leadership, translations: { de: { name: 'Führung' } } });

  payload = surveyPayload(
    t,
    w,
    { languages: ['en', 'de'], competencies: [{ competency: w.competencies.coaching, weight: 40, expected_level: 'advance' }], type_values: [] },
    {
      // Two raters of one named group, so their mean is shown whatever the anonymity threshold.
      survey_assign: [
        { ratee: w.ana.id, rater: w.lead.id, relationship: 'manager' },
        { ratee: w.ana.id, rater: w.ben.id, relationship: 'manager' },
      ],
    },
  );
  const created = await createSurvey(t, w.admin, payload);
  expect(created.statusCode, created.body).toBe(201);
  surveyId = created.json().id;
  expect(created.json().Result.survey.languages).toEqual(['en', 'de']);
  const rows = await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, surveyId));
  assignment.lead = rows.find((r) => r.raterId === w.lead.id)!.id;
  assignment.ben = rows.find((r) => r.raterId === w.ben.id)!.id;
  await t.db.update(users).set({ language: 'de' }).where(eq(users.id, w.ben.userId));
});
afterAll(async () => {
  await t.close();
});

describe("a rater's sheet", () => {
  it("is in the rater's profile language when the survey offers it, its texts translated where they are", async () => {
    const ben = await sheet('ben');
    expect(ben).toMatchObject({ language: 'de', languages: ['en', 'de'] });
    expect(ben.competencies[0]).toMatchObject({ type: 'Führung', title: 'Coaching geben', defination: 'Gut coachen.' });
    expect(ben.competencies[0]!.statements.map((s) => s.statement)).toEqual(['Tut es oft.', 'Hilft anderen dabei.']);
  });

  it('follows the switch when the survey offers it, and falls back past a language it does not offer', async () => {
    expect((await sheet('lead')).language).toBe('en');
    expect((await sheet('lead')).competencies[0]!.title).toBe('Coaching');
    expect((await sheet('lead', '?language=de')).competencies[0]!.title).toBe('Coaching geben');
    // French is translated but not offered: Lead's company default (English) is.
    const french = await sheet('lead', '?language=fr');
    expect(french.language).toBe('en');
    expect(french.competencies[0]!.statements[0]!.statement).toBe('Does it often.');
    expect((await sheet('ben', '?language=en')).competencies[0]!.title).toBe('Coaching');
  });

  it('refuses a language that is none of ours', async () => {
    const res = await send(t, await as('lead'), 'GET', `/survey/surveyuserans/${assignment.lead}/?language=xx`);
    expect(res.statusCode).toBe(400);
  });

  it("falls back to the survey's first language when neither the switch, the profile nor the company is offered", async () => {
    await t.db.execute(sql`update surveys set languages = '{de,en}' where id = ${surveyId}`);
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, w.ben.userId));
    await t.db.execute(sql`update companies set default_language = 'es' where id = ${w.admin.companyId}`);
    try {
      expect((await sheet('ben')).language).toBe('de');
    } finally {
      await t.db.execute(sql`update surveys set languages = '{en,de}' where id = ${surveyId}`);
      await t.db.execute(sql`update companies set default_language = 'en' where id = ${w.admin.companyId}`);
      await t.db.update(users).set({ language: 'de' }).where(eq(users.id, w.ben.userId));
    }
  });
});

describe('answers in several languages', () => {
  it('score together: a German and an English answer to the same statement make one mean', async () => {
    const english = await sheet('lead');
    const german = await sheet('ben');
    expect(english.competencies[0]!.statements.map((s) => s.id)).toEqual(german.competencies[0]!.statements.map((s) => s.id));
    const submit = async (who: 'lead' | 'ben', value: number, language: string) => {
      const statements = (who === 'lead' ? english : german).competencies[0]!.statements;
      const res = await send(t, await as(who), 'POST', `/survey/surveyuserans/?language=${language}`, {
        assignment: assignment[who],
        status: 'submitted',
        submit_key: newKey(),
        answers: statements.map((s) => ({ statement: s.id, value })),
        levels: [],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AnswerSheet;
    };
    expect((await submit('lead', 4, 'en')).language).toBe('en');
    const stored = await submit('ben', 2, 'de');
    expect(stored.language).toBe('de');
    expect(stored.competencies[0]!.statements[0]!.statement).toBe('Tut es oft.');

    const scores = rowsOf<{ grp: string; score: number }>(
      await t.db.execute(
        sql`${scoreCtes(w.admin.companyId!, surveyId)} select grp, score from competency_scores where competency_id = ${w.competencies.coaching}`,
      ),
    );
    expect(Number(scores.find((s) => s.grp === 'manager')!.score)).toBeCloseTo(3, 9);
  });
});

describe("the survey's languages", () => {
  it('once answers are in, may grow but not lose a language; a bad list changes nothing', async () => {
    const update = (languages: unknown) => updateSurvey(t, w.admin, { ...payload, survey: { ...payload.survey, id: surveyId, languages } });
    const removed = await update(['en']);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().languages[0]).toMatch(/can grow but not lose/);
    for (const bad of [[], ['en', 'en'], ['xx']]) expect((await update(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const read = async () => (await send(t, w.admin, 'GET', `/survey/survey/${surveyId}/`)).json().languages;
    expect(await read()).toEqual(['en', 'de']);
    const grown = await update(['de', 'en', 'es']);
    expect(grown.statusCode, grown.body).toBe(200);
    expect(await read()).toEqual(['de', 'en', 'es']);
  });

  it('an outside rater reads the content in ?language= if offered, else in the first language', async () => {
    expect((await send(t, w.admin, 'POST', '/survey/send-email/', { survey_id: surveyId })).statusCode).toBe(200);
    const email = `outside.${Date.now()}@example.com`;
    const added = await addExternal(t, w.admin, surveyId, { ratee: w.ana.id, name: 'Olga Outside', email });
    expect(added.statusCode, added.body).toBe(201);
    expect((await mailsTo(t.db, email)).length).toBeGreaterThan(0);
    const token = await externalLink(t, email);
    const id = added.json().assignment as number;
    const read = async (query = '') => {
      const res = await viaLink(t, 'GET', `/api/external/${token}/assignments/${id}/${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AnswerSheet;
    };
    expect((await read()).language).toBe('de');
    expect((await read('?language=en')).competencies[0]!.title).toBe('Coaching');
    expect((await read('?language=fr')).language).toBe('de');
  });
});
