import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { intArray, rowsOf } from '../../db/sql';
import { hashPassword } from '../../security/passwords';
import { ADMIN, deleteCompany, findCompany, readLibrary, writeCompany } from './company';
import { openResults } from '../../feedback/actions/results';
import { addDevelopmentActions, releaseReports } from './followups';
import { planOrganization } from './org';
import { profilesFor } from './profiles';
import { seededRandom } from './random';
import { ENGINEERING, ENGINEERING_BEFORE, engineeringAssignments, LEADERSHIP, LEADERSHIP_BEFORE, leadershipAssignments, staffAccountOf } from './survey-plans';
import { markSignIns } from './sign-ins';
import { seedSurvey } from './surveys';

export { COMPANY_NAME } from './company';
export const DEMO_PASSWORD = 'Demo-2026-feedback';
const SEED = 20260308;
const DAY = 24 * 3600_000;

export interface DemoAccount {
  email: string;
  name: string;
  role: string;
}
export type DemoCounts = Record<
  | 'employees'
  | 'accounts'
  | 'list_items'
  | 'competencies'
  | 'surveys'
  | 'ratees'
  | 'assignments'
  | 'submitted'
  | 'answers'
  | 'levels'
  | 'comments'
  | 'released_reports'
  | 'development_actions',
  number
>;
export type SeedResult = { created: false; companyId: number } | { created: true; companyId: number; accounts: DemoAccount[]; counts: DemoCounts };

/**
 * `npm run seed:demo` (server/cli/seed-demo.ts): the demo company "Northwind Demo" with about
 * 250 employees, the starter library, four surveys answered (three closed and released, one
 * open), development actions with a coach, and three accounts to sign in with. Changes nothing when the
 * company exists, unless `reset`, which deletes it first. Reproducible: one fixed seed.
 */
export async function seedDemo(db: Db, options: { now: Date; reset?: boolean }): Promise<SeedResult> {
  const { now } = options;
  const existing = await findCompany(db);
  if (existing !== null && !options.reset) return { created: false, companyId: existing };
  const random = seededRandom(SEED);
  const people = planOrganization(random);
  const profiles = profilesFor(people, random);
  const ceo = people[0]!;
  const staff = staffAccountOf(people);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const written = await db.transaction(async (tx) => {
    if (existing !== null) await deleteCompany(tx);
    return writeCompany(tx, people, [ceo.index, staff.index], passwordHash, now);
  });
  const world = { ...written, library: await readLibrary(db, written.companyId), profiles, random, now };
  const leadership = await seedSurvey(db, world, LEADERSHIP, leadershipAssignments(people, random));
  const engineering = await seedSurvey(db, world, ENGINEERING, engineeringAssignments(people, random), [staff.index]);
  // The earlier reviews draw from their own stream, so the two above keep the answers they always had.
  const before = { ...world, random: seededRandom(SEED + 1) };
  const leadershipBefore = await seedSurvey(db, before, LEADERSHIP_BEFORE, leadershipAssignments(people, before.random));
  const engineeringBefore = await seedSurvey(db, before, ENGINEERING_BEFORE, engineeringAssignments(people, before.random));
  // This year's reviews are runs of last year's and last half-year's: trends compare each series with itself.
  await continueSeries(db, written.companyId, leadershipBefore.surveyId, [leadership.surveyId]);
  await continueSeries(db, written.companyId, engineeringBefore.surveyId, [engineering.surveyId]);
  for (const closed of [leadershipBefore, engineeringBefore, leadership]) {
    const releasedAt = new Date(closed.endsAt.getTime() + 3 * DAY);
    // As when HR opens the closed survey's reports: the stamp and the frozen benchmark figures come first.
    await openResults(db, written.companyId, closed.surveyId, releasedAt);
    await db.transaction((tx) => releaseReports(tx, written.companyId, closed.surveyId, written.adminUserId, releasedAt));
  }
  const coach = people.find((p) => p.designation === 'HR Business Partner')!;
  await db.transaction(async (tx) => {
    const titles = (spec: typeof LEADERSHIP) => spec.competencies.map((c) => c.title);
    const plans = [
      { survey: leadership, spec: LEADERSHIP, person: ceo, coach: written.employeeIds[coach.index]! },
      { survey: engineeringBefore, spec: ENGINEERING_BEFORE, person: staff, coach: written.employeeIds[staff.parent!]! },
    ]
      .filter((p) => p.survey.ratees.has(p.person.index))
      .map((p) => ({
        surveyId: p.survey.surveyId,
        rateeId: written.employeeIds[p.person.index]!,
        profile: profiles[p.person.index]!,
        competencies: titles(p.spec),
        ownerId: written.employeeIds[p.person.index]!,
        coachId: p.coach,
      }));
    await addDevelopmentActions(tx, written.companyId, world.library, written.adminUserId, now, plans);
    await markSignIns(tx, written.companyId, written.userIds[coach.index]!);
  });
  const accounts: DemoAccount[] = [
    { email: ADMIN.email, name: `${ADMIN.firstName} ${ADMIN.lastName}`, role: 'admin, every area' },
    { email: ceo.email, name: `${ceo.firstName} ${ceo.lastName}`, role: `${ceo.designation}, employee (released report)` },
    { email: staff.email, name: `${staff.firstName} ${staff.lastName}`, role: `${staff.designation}, employee (surveys to answer, released report)` },
  ];
  return { created: true, companyId: written.companyId, accounts, counts: await countsOf(db, written.companyId) };
}

/** Later surveys continue the series `first` starts (surveys.series_id), as a copied or recurring survey does. */
async function continueSeries(db: Db, companyId: number, first: number, later: number[]): Promise<void> {
  await db.execute(sql`update surveys set series_id = ${first} where company_id = ${companyId} and id = any(${intArray(later)})`);
}

/** What the demo company holds, for the summary the command prints. */
export async function countsOf(db: Db, companyId: number): Promise<DemoCounts> {
  const [row] = rowsOf<DemoCounts>(
    await db.execute(sql`
    select
      (select count(*) from employees where company_id = ${companyId})::int as employees,
      (select count(*) from users where company_id = ${companyId} and password_hash is not null)::int as accounts,
      (select count(*) from master_items where company_id = ${companyId})::int as list_items,
      (select count(*) from competencies where company_id = ${companyId})::int as competencies,
      (select count(*) from surveys where company_id = ${companyId})::int as surveys,
      (select count(distinct (survey_id, ratee_id)) from survey_assignments where company_id = ${companyId})::int as ratees,
      (select count(*) from survey_assignments where company_id = ${companyId})::int as assignments,
      (select count(*) from survey_assignments where company_id = ${companyId} and status = 'submitted')::int as submitted,
      (select count(*) from survey_answers where company_id = ${companyId})::int as answers,
      (select count(*) from survey_levels where company_id = ${companyId})::int as levels,
      (select count(*) from survey_comments where company_id = ${companyId})::int as comments,
      (select count(*) from report_releases where company_id = ${companyId})::int as released_reports,
      (select count(*) from development_actions where company_id = ${companyId})::int as development_actions`),
  );
  return row!;
}
