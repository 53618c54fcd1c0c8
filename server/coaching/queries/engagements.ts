import { sql, type SQL } from 'drizzle-orm';
import type { CoachingNote, CoachingSession, ConsentScope, EngagementStatus, EngagementSummary, PlanAction } from '../../../schemas/coaching';
import type { Language } from '../../../schemas/language';
import type { Db } from '../../db/db-type';
import { recipientLanguage } from '../../i18n/recipient-language';
import { intArray, isoTime, rowsOf, timestampParam, userDisplayName } from '../../db/sql';
import { OPEN } from './coaches';

const LATEST_SCOPE = sql`coalesce((select c.scope from coaching_consents c where c.company_id = g.company_id and c.engagement_id = g.id
  order by c.id desc limit 1), 'none')`;

/** Engagements as lists show them; `where` filters on g (the engagement) and cp (its coach's profile). */
function summaries(where: SQL, now: Date): SQL {
  return sql`
  select g.id, g.status, json_build_object('id', s.id, 'title', s.title) as survey,
    json_build_object('id', g.ratee_id, 'name', (select ${userDisplayName} from users u where u.id = re.user_id)) as coachee,
    json_build_object('id', cp.id, 'name', coalesce((select ${userDisplayName} from users u where u.id = ce.user_id), cp.name),
      'organisation', cp.organisation, 'kind', case when cp.employee_id is null then 'outside' else 'internal' end) as coach,
    coalesce((select json_agg(json_build_object('id', c.id, 'title', c.title) order by array_position(g.competency_ids, c.id))
      from competencies c where c.company_id = g.company_id and c.id = any(g.competency_ids)), '[]'::json) as competencies,
    g.language, ${LATEST_SCOPE} as scope, g.requested_at,
    (select min(x.starts_at) from coaching_sessions x where x.company_id = g.company_id and x.engagement_id = g.id
      and x.status = 'scheduled' and x.starts_at >= ${timestampParam(now)}) as next_session
  from coaching_engagements g
  join surveys s on s.company_id = g.company_id and s.id = g.survey_id
  join employees re on re.company_id = g.company_id and re.id = g.ratee_id
  join coach_profiles cp on cp.company_id = g.company_id and cp.id = g.coach_id
  left join employees ce on ce.company_id = cp.company_id and ce.id = cp.employee_id
  where ${where}
  order by g.requested_at desc, g.id desc`;
}

type SummaryRow = Omit<EngagementSummary, 'requested_at' | 'next_session'> & { requested_at: Date | string; next_session: Date | string | null };
const asSummary = (r: SummaryRow): EngagementSummary => ({
  ...r,
  requested_at: isoTime(r.requested_at),
  next_session: r.next_session === null ? null : isoTime(r.next_session),
});

/** One engagement's summary; a write reads it in its own transaction, so a failure here undoes the write. */
export const engagementSummary = async (db: Db, companyId: number, id: number, now: Date): Promise<EngagementSummary> =>
  (await engagementSummaries(db, sql`g.company_id = ${companyId} and g.id = ${id}`, now))[0]!;

export async function engagementSummaries(db: Db, where: SQL, now: Date): Promise<EngagementSummary[]> {
  return rowsOf<SummaryRow>(await db.execute(summaries(where, now))).map(asSummary);
}

export const ofCompany = (companyId: number) => sql`g.company_id = ${companyId}`;
export const asCoachee = (companyId: number, employeeId: number) => sql`g.company_id = ${companyId} and g.ratee_id = ${employeeId}`;
/**
 * The engagements an internal coach may list: active with consent granting something, and those awaiting HR (so they
 * know what is coming: a pending one shows only its summary, its material stays closed until it is active).
 * Never one of a coachee they rated in its survey.
 */
export const asInternalCoach = (companyId: number, employeeId: number) => sql`g.company_id = ${companyId} and cp.employee_id = ${employeeId}
  and (g.status = 'pending_approval' or (g.status = 'active' and ${LATEST_SCOPE} <> 'none'))
  and not exists (select 1 from survey_assignments a where a.company_id = g.company_id and a.survey_id = g.survey_id
    and a.ratee_id = g.ratee_id and a.rater_id = ${employeeId} and a.rater_id <> g.ratee_id)`;
/** An outside coach's page: the same rule, by their profile. */
export const asOutsideCoach = (companyId: number, coachId: number) => sql`g.company_id = ${companyId} and g.coach_id = ${coachId}
  and (g.status = 'pending_approval' or (g.status = 'active' and ${LATEST_SCOPE} <> 'none'))`;
export const withStatus = (companyId: number, status: EngagementStatus | undefined) =>
  status ? sql`g.company_id = ${companyId} and g.status = ${status}` : ofCompany(companyId);

export async function sessionsOf(db: Db, companyId: number, engagementId: number): Promise<CoachingSession[]> {
  const rows = rowsOf<Omit<CoachingSession, 'starts_at'> & { starts_at: Date | string }>(
    await db.execute(sql`select id, starts_at, minutes, location, status from coaching_sessions
      where company_id = ${companyId} and engagement_id = ${engagementId} order by starts_at, id`),
  );
  return rows.map((r) => ({ ...r, starts_at: isoTime(r.starts_at) }));
}

export async function notesOf(db: Db, companyId: number, engagementId: number): Promise<CoachingNote[]> {
  const rows = rowsOf<Omit<CoachingNote, 'created_at'> & { created_at: Date | string }>(
    await db.execute(sql`select id, author, session_id as session, body, created_at from coaching_notes
      where company_id = ${companyId} and engagement_id = ${engagementId} order by id`),
  );
  return rows.map((r) => ({ ...r, created_at: isoTime(r.created_at) }));
}

/** The coachee's development plan of the engagement's survey; an action agreed in coaching names the engagement's coach. */
export async function planOf(db: Db, companyId: number, surveyId: number, rateeId: number): Promise<PlanAction[]> {
  return rowsOf<PlanAction>(
    await db.execute(sql`
    select a.id, a.title, case when c.id is null then null else json_build_object('id', c.id, 'title', c.title) end as competency,
      a.status, a.due_date::text as due_date, a.notes,
      coalesce((select ${userDisplayName} from employees e join users u on u.id = e.user_id where e.company_id = a.company_id and e.id = a.coach_id),
        (select coalesce((select ${userDisplayName} from employees e join users u on u.id = e.user_id where e.company_id = cp.company_id and e.id = cp.employee_id), cp.name)
          from coaching_engagements g join coach_profiles cp on cp.company_id = g.company_id and cp.id = g.coach_id
          where g.company_id = a.company_id and g.id = a.engagement_id)) as coach,
      a.engagement_id is not null as from_coaching
    from development_actions a left join competencies c on c.company_id = a.company_id and c.id = a.competency_id
    where a.company_id = ${companyId} and a.survey_id = ${surveyId} and a.ratee_id = ${rateeId}
    order by a.id`),
  );
}

/** The engagement's coachee user id and message: what the engagement view needs beyond the access facts. */
export async function engagementExtras(db: Db, companyId: number, engagementId: number): Promise<{ message: string; coachee_user: number } | null> {
  const [row] = rowsOf<{ message: string; coachee_user: number }>(
    await db.execute(sql`select g.message, e.user_id as coachee_user from coaching_engagements g
      join employees e on e.company_id = g.company_id and e.id = g.ratee_id where g.company_id = ${companyId} and g.id = ${engagementId}`),
  );
  return row ?? null;
}

/** Who an engagement's mails go to: the coachee's and the coach's names and addresses, the coach's kind. */
export interface EngagementParties {
  id: number;
  status: EngagementStatus;
  survey_id: number;
  ratee_id: number;
  coach_id: number;
  coachee_name: string;
  coachee_email: string;
  coach_name: string;
  coach_email: string;
  coach_employee_id: number | null;
  company_name: string;
  competency_titles: string[];
  /** What each party's mails are written in: a profile's language, else the company's (an outside coach has no profile). */
  coachee_language: Language;
  coach_language: Language;
}

/** The engagement locked for a change of its status; null when not the company's. */
export async function lockEngagement(db: Db, companyId: number, engagementId: number): Promise<EngagementParties | null> {
  const [row] = rowsOf<EngagementParties>(
    await db.execute(sql`
    select g.id, g.status, g.survey_id, g.ratee_id, g.coach_id, ${userDisplayName} as coachee_name, u.email as coachee_email,
      coalesce((select ${userDisplayName} from users u where u.id = ce.user_id), cp.name) as coach_name,
      coalesce((select u.email from users u where u.id = ce.user_id), cp.email, '') as coach_email, cp.employee_id as coach_employee_id,
      co.name as company_name,
      ${recipientLanguage(sql`u.language`, sql`u.company_id`)} as coachee_language,
      ${recipientLanguage(sql`(select u.language from users u where u.id = ce.user_id)`, sql`g.company_id`)} as coach_language,
      coalesce((select array_agg(c.title order by array_position(g.competency_ids, c.id)) from competencies c
        where c.company_id = g.company_id and c.id = any(g.competency_ids)), '{}'::text[]) as competency_titles
    from coaching_engagements g
    join employees re on re.company_id = g.company_id and re.id = g.ratee_id join users u on u.id = re.user_id
    join coach_profiles cp on cp.company_id = g.company_id and cp.id = g.coach_id
    left join employees ce on ce.company_id = cp.company_id and ce.id = cp.employee_id
    join companies co on co.id = g.company_id
    where g.company_id = ${companyId} and g.id = ${engagementId}
    for update of g`),
  );
  return row ?? null;
}

export async function setStatus(db: Db, companyId: number, engagementId: number, status: EngagementStatus, now: Date, decidedBy?: number, reason?: string) {
  const at = timestampParam(now);
  await db.execute(sql`
    update coaching_engagements set status = ${status},
      decided_by = case when ${status} in ('active', 'declined') and status = 'pending_approval' then ${decidedBy ?? null}::int else decided_by end,
      decided_at = case when ${status} in ('active', 'declined') and status = 'pending_approval' then ${at} else decided_at end,
      decline_reason = case when ${status} = 'declined' then ${reason ?? ''} else decline_reason end,
      ended_at = case when ${status} = 'ended' then ${at} else ended_at end
    where company_id = ${companyId} and id = ${engagementId}`);
}

/** Consent is a fact appended, never an updated flag: the latest row is in force. */
export async function recordConsent(db: Db, companyId: number, engagementId: number, scope: ConsentScope, userId: number | null, now: Date) {
  await db.execute(sql`insert into coaching_consents (company_id, engagement_id, scope, recorded_by, recorded_at)
    values (${companyId}, ${engagementId}, ${scope}, ${userId}, ${timestampParam(now)})`);
}

export interface NewEngagement {
  surveyId: number;
  rateeId: number;
  coachId: number;
  competencies: number[];
  language: string;
  message: string;
  status: EngagementStatus;
}

export async function insertEngagement(db: Db, companyId: number, e: NewEngagement, now: Date): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
    insert into coaching_engagements (company_id, survey_id, ratee_id, coach_id, competency_ids, language, message, status, requested_at)
    values (${companyId}, ${e.surveyId}, ${e.rateeId}, ${e.coachId}, ${intArray(e.competencies)}, ${e.language}, ${e.message}, ${e.status}, ${timestampParam(now)})
    returning id`),
  );
  return row!.id;
}

/** The open engagement of a coachee's report (one at a time), else null. */
export async function openEngagementOf(db: Db, companyId: number, surveyId: number, rateeId: number): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from coaching_engagements where company_id = ${companyId} and survey_id = ${surveyId}
      and ratee_id = ${rateeId} and status in ${OPEN}`),
  );
  return row?.id ?? null;
}
