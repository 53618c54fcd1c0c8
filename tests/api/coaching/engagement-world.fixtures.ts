import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ConsentScope, EngagementStatus } from '../../../schemas/coaching';
import { reportReleases } from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/sql';
import { signUpCompany, type Session } from '../helpers/accounts';
import { activate, createEmployee } from '../helpers/employees';
import { numberedRaters, scoredSurvey, scoredWorld, type ScoredWorld } from '../helpers/scored-world';
import type { TestApp } from '../helpers/test-app';

/**
 * One company's coaching, written straight into the tables (the request and consent routes are another piece of
 * work): a closed survey whose reports are released to Ana and Ben, an internal coach (Cora, an employee who did not
 * rate them) coaching Ana, an outside coach (Olga, by her personal link) coaching Ben, both engagements active under
 * report_and_plan, an ended engagement of Ana's, and a webhook endpoint taking every session and plan event.
 *
 * Ana's figures: self 4 on Coaching against others' 2 (a blind spot, gap 2), 3 against 3 on Communication.
 */
export interface EngagementWorld {
  w: ScoredWorld;
  hr: Session;
  companyId: number;
  survey: number;
  competencies: ScoredWorld['competencies'];
  ana: Person;
  ben: Person;
  cora: Person & { profile: number };
  olga: { profile: number; token: string; name: string; email: string };
  /** Ana with Cora (internal), Ben with Olga (outside), and Ana's ended one with Cora. */
  engagements: { internal: number; outside: number; ended: number };
  webhook: number;
}

export interface Person {
  employeeId: number;
  userId: number;
  name: string;
  email: string;
  session: Session;
}

export const linkToken = () => randomBytes(32).toString('base64url');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

let n = 0;

export async function engagementWorld(t: TestApp): Promise<EngagementWorld> {
  n += 1;
  const hr = await signUpCompany(t);
  const w = await scoredWorld(t, hr);
  const companyId = hr.companyId!;
  const survey = await scoredSurvey(t, w, {
    title: `Coached review ${n}`,
    closed: true,
    start: -20,
    end: -1,
    ratees: [
      {
        name: 'Ana',
        raters: [
          { name: 'Ana', relationship: 'self', values: [4, 3, 3] },
          { name: 'Mo', relationship: 'manager', values: [2, 3, 3] },
          ...numberedRaters('Peer', 'peer', [2, 3, 3], [2, 3, 3], [2, 3, 3]),
        ],
      },
      {
        name: 'Ben',
        raters: [
          { name: 'Ben', relationship: 'self', values: [3, 3, 3] },
          { name: 'Mo', relationship: 'manager', values: [3, 3, 3] },
          ...numberedRaters('Peer', 'peer', [3, 3, 3], [3, 3, 3], [3, 3, 3]),
        ],
      },
    ],
  });
  for (const who of ['Ana', 'Ben']) {
    await t.db.insert(reportReleases).values({ companyId, surveyId: survey, rateeId: w.people[who]!.id, releasedBy: hr.userId });
  }
  const person = async (p: { id: number; userId: number; email: string; name: string }): Promise<Person> => ({
    employeeId: p.id,
    userId: p.userId,
    name: p.name,
    email: p.email,
    session: await activate(t, p.email),
  });
  const made = await createEmployee(t, hr, { first_name: 'Cora', last_name: `Coach${n}` });
  const cora = await person({ id: made.id, userId: made.user_id, email: made.email, name: `Cora Coach${n}` });
  const { coaching, communication } = w.competencies;

  const insertId = async (query: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await t.db.execute(query))[0]!.id;
  const coraProfile = await insertId(sql`insert into coach_profiles (company_id, employee_id, competency_ids, languages)
    values (${companyId}, ${cora.employeeId}, array[${coaching}, ${communication}]::int[], array['en']::text[]) returning id`);
  const token = linkToken();
  const olga = { name: `Olga Outside${n}`, email: `olga${n}.${randomBytes(3).toString('hex')}@coaches.example` };
  const olgaProfile = await insertId(sql`insert into coach_profiles (company_id, name, email, organisation, competency_ids, languages, token_hash, link_sent_at)
    values (${companyId}, ${olga.name}, ${olga.email}, 'Coaches Ltd', array[${coaching}]::int[], array['en']::text[], ${sha256(token)}, now()) returning id`);

  const engagement = async (ratee: number, coach: number, status: EngagementStatus) => {
    const id = await insertId(sql`insert into coaching_engagements (company_id, survey_id, ratee_id, coach_id, competency_ids, language, message, status)
      values (${companyId}, ${survey}, ${ratee}, ${coach}, array[${coaching}, ${communication}]::int[], 'en', 'Looking forward to it', ${status}) returning id`);
    await consent(t, companyId, id, 'report_and_plan');
    return id;
  };
  const ana = await person(w.people.Ana!);
  const ben = await person(w.people.Ben!);
  const ended = await engagement(ana.employeeId, coraProfile, 'ended');
  const engagements = {
    internal: await engagement(ana.employeeId, coraProfile, 'active'),
    outside: await engagement(ben.employeeId, olgaProfile, 'active'),
    ended,
  };
  const webhook = await insertId(sql`insert into webhook_endpoints (company_id, url, secret, events)
    values (${companyId}, 'https://provider.example/hooks', 'whsec-test', array['coaching.session_scheduled', 'coaching.session_rescheduled',
      'coaching.session_cancelled', 'development_plan.changed']::text[]) returning id`);
  return {
    w,
    hr,
    companyId,
    survey,
    competencies: w.competencies,
    ana,
    ben,
    cora: { ...cora, profile: coraProfile },
    olga: { ...olga, profile: olgaProfile, token },
    engagements,
    webhook,
  };
}

/** A consent fact, as the coachee's consent route appends it: the latest is in force ('none' withdraws). */
export async function consent(t: TestApp, companyId: number, engagement: number, scope: ConsentScope): Promise<void> {
  await t.db.execute(sql`insert into coaching_consents (company_id, engagement_id, scope) values (${companyId}, ${engagement}, ${scope})`);
}

/** The signed-in door's path of an engagement. */
export const signedIn = (engagement: number, rest = '') => `/coaching/engagements/${engagement}/${rest}`;
/** The outside coach's link door. */
export const byLink = (token: string, engagement: number, rest = '') => `/api/coach/${token}/engagements/${engagement}/${rest}`;

/** The webhook events queued for the world's endpoint, oldest first. */
export async function queuedEvents(t: TestApp, world: EngagementWorld): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
  const rows = rowsOf<{ event_type: string; payload: { data: Record<string, unknown> } | string }>(
    await t.db.execute(sql`select event_type, payload from webhook_deliveries where endpoint_id = ${world.webhook} order by id`),
  );
  return rows.map((r) => ({ type: r.event_type, data: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload).data }));
}

/** A moment `days` from the test clock's now, as the API takes it. */
export const inDays = (t: TestApp, days: number, hour = 10) => {
  const at = new Date(t.clock.now().getTime() + days * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};
