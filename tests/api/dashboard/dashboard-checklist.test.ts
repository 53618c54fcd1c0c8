import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, competencies, competencyStatements, surveyCompetencies } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { twoCompanies } from '../helpers/app-with';
import { createEmployee, employeeWith, send } from '../helpers/employees';
import { seedSurvey } from '../helpers/survey-seed';

/**
 * GET /dashboard/checklist/ and POST /dashboard/checklist/dismiss/: each step follows the
 * company's rows; dismissing is the company's, kept once; only someone who may do every step sees it.
 */
const { t, hr, other } = twoCompanies();
const URL = '/dashboard/checklist/';
const DISMISS = '/dashboard/checklist/dismiss/';

/** The competency a seeded survey asks about. */
async function competencyOf(surveyId: number) {
  const [row] = await t.db
    .select({ competencyId: competencies.id, typeId: competencies.typeId })
    .from(surveyCompetencies)
    .innerJoin(competencies, eq(competencies.id, surveyCompetencies.competencyId))
    .where(eq(surveyCompetencies.surveyId, surveyId));
  return row!;
}

const done = async (s: Session) => {
  const res = await send(t, s, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { steps: { key: string; done: boolean }[]; dismissed_at: string | null };
  return Object.fromEntries(body.steps.map((step) => [step.key, step.done]));
};

describe('GET /dashboard/checklist/', () => {
  it('a new company has done nothing; each step is done once its data exists, and only its own company counts', async () => {
    expect(await done(hr)).toEqual({ people: false, competencies: false, survey: false, launch: false });

    const ana = await createEmployee(t, hr, { first_name: 'Ana' });
    expect(await done(hr)).toMatchObject({ people: true, competencies: false });

    // A draft survey with a competency that has no statement yet: a survey, nothing to ask, nothing sent.
    const draft = await seedSurvey(t, hr, { isDraft: true, assignments: [{ ratee: ana.id, rater: ana.id, relationship: 'self' }] });
    expect(await done(hr)).toEqual({ people: true, competencies: false, survey: true, launch: false });

    const { competencyId, typeId } = await competencyOf(draft);
    await t.db.insert(competencyStatements).values({ companyId: hr.companyId!, typeId, competencyId, statement: 'Listens before answering.' });
    expect(await done(hr)).toEqual({ people: true, competencies: true, survey: true, launch: false });

    await seedSurvey(t, hr, { assignments: [{ ratee: ana.id, rater: ana.id, relationship: 'self', invited: true }] });
    expect(await done(hr)).toEqual({ people: true, competencies: true, survey: true, launch: true });

    // The other company's checklist saw none of it.
    expect(await done(other)).toEqual({ people: false, competencies: false, survey: false, launch: false });
  });

  it('an archived competency does not count as set up', async () => {
    const fresh = await signUpCompany(t);
    const id = await seedSurvey(t, fresh, { isDraft: true });
    const { competencyId, typeId } = await competencyOf(id);
    await t.db.insert(competencyStatements).values({ companyId: fresh.companyId!, typeId, competencyId, statement: 'Keeps promises.' });
    expect((await done(fresh)).competencies).toBe(true);
    await t.db
      .update(competencies)
      .set({ archivedAt: sql`now()` })
      .where(eq(competencies.id, competencyId));
    expect((await done(fresh)).competencies).toBe(false);
  });

  it('needs workforce, master and survey: one area short answers 403; signed out 401', async () => {
    const surveyor = await employeeWith(t, hr, { dashboard: true, survey: true, workforce: true });
    expect((await send(t, surveyor, 'GET', URL)).statusCode).toBe(403);
    expect((await send(t, surveyor, 'POST', DISMISS)).statusCode).toBe(403);
    expect((await send(t, null, 'GET', URL)).statusCode).toBe(401);
    const noDashboard = await employeeWith(t, hr, { dashboard: false, survey: true, workforce: true, master: true });
    expect((await send(t, noDashboard, 'GET', URL)).statusCode).toBe(403);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, hr.companyId!));
    expect(company!.checklistDismissedAt).toBeNull();
    const all = await employeeWith(t, hr, { dashboard: true, survey: true, workforce: true, master: true });
    expect((await send(t, all, 'GET', URL)).statusCode).toBe(200);
  });
});

describe('POST /dashboard/checklist/dismiss/', () => {
  it("dismisses the caller's company only, once: a second dismissal keeps the first moment", async () => {
    const first = await send(t, hr, 'POST', DISMISS);
    expect(first.statusCode, first.body).toBe(200);
    const at = first.json().dismissed_at as string;
    expect(Math.abs(Date.parse(at) - t.clock.now().getTime())).toBeLessThan(60_000);
    t.clock.advance(60_000);
    const again = await send(t, hr, 'POST', DISMISS);
    expect(again.json().dismissed_at).toBe(at);
    expect((await send(t, hr, 'GET', URL)).json().dismissed_at).toBe(at);
    expect((await send(t, other, 'GET', URL)).json().dismissed_at).toBeNull();
  });
});
