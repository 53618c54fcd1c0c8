import { sql } from 'drizzle-orm';
import type { CoachingOutcomes } from '../../../schemas/coaching';
import type { Db } from '../../db/db-type';
import { rowsOf, timestampParam } from '../../db/sql';

type Uptake = CoachingOutcomes['uptake'];

/** Released reports, engagements by status, and sessions held (scheduled, not cancelled, whose start has passed). */
async function uptake(db: Db, companyId: number, now: Date): Promise<{ uptake: Uptake; threshold: number }> {
  const [row] = rowsOf<Uptake & { threshold: number }>(
    await db.execute(sql`select
      (select count(*) from report_releases where company_id = ${companyId})::int as released_reports,
      (select count(*) from coaching_engagements where company_id = ${companyId})::int as requested,
      (select count(*) from coaching_engagements where company_id = ${companyId} and status = 'active')::int as active,
      (select count(*) from coaching_engagements where company_id = ${companyId} and status = 'pending_approval')::int as pending_approval,
      (select count(*) from coaching_engagements where company_id = ${companyId} and status = 'ended')::int as ended,
      (select count(*) from coaching_sessions where company_id = ${companyId} and status = 'scheduled' and starts_at <= ${timestampParam(now)})::int
        as sessions_held,
      (select anonymity_threshold from companies where id = ${companyId})::int as threshold`),
  );
  const { threshold, ...counts } = row!;
  return { uptake: counts, threshold };
}

interface ChangeRow {
  id: number;
  title: string;
  coached_people: number;
  uncoached_people: number;
  coached_change: string | number | null;
  uncoached_change: string | number | null;
}

/**
 * Per competency someone was coached on (an approved engagement, active or ended): the mean change of others' score,
 * as HR's report shows it (survey_result_scores.others, rounded to two decimals as development_action_outcomes does),
 * from the coached survey to the person's next closed survey (the next, by end date, whose results hold them), for the
 * people coached on it in that survey against the other ratees of the same surveys. A person without a later figure
 * is not counted; a side's mean is null unless at least `threshold` people are behind it.
 */
async function competencyChanges(db: Db, companyId: number, threshold: number): Promise<CoachingOutcomes['competencies']> {
  const rows = rowsOf<ChangeRow>(
    await db.execute(sql`
      with coached as (
        select distinct e.survey_id, e.ratee_id, c.competency_id
        from coaching_engagements e cross join lateral unnest(e.competency_ids) as c(competency_id)
        where e.company_id = ${companyId} and e.status in ('active', 'ended')),
      pairs as (
        select r.survey_id, r.ratee_id, r.competency_id, round(r.others::numeric, 2) as before,
          exists (select 1 from coached k where k.survey_id = r.survey_id and k.ratee_id = r.ratee_id and k.competency_id = r.competency_id) as coached
        from survey_result_scores r
        where r.company_id = ${companyId} and r.ratee_id is not null and r.type_id is null and r.others is not null
          and exists (select 1 from coached k where k.survey_id = r.survey_id and k.competency_id = r.competency_id)),
      changes as (
        select p.ratee_id, p.competency_id, p.coached, round(a.others::numeric, 2) - p.before as change
        from pairs p
        join surveys ps on ps.company_id = ${companyId} and ps.id = p.survey_id
        cross join lateral (
          select o.survey_id from survey_result_scores o join surveys os on os.company_id = o.company_id and os.id = o.survey_id
          where o.company_id = ${companyId} and o.ratee_id = p.ratee_id and o.competency_id is null and o.type_id is null
            and os.end_date > ps.end_date
          order by os.end_date, os.id limit 1) nxt
        join survey_result_scores a on a.company_id = ${companyId} and a.survey_id = nxt.survey_id and a.ratee_id = p.ratee_id
          and a.competency_id = p.competency_id and a.type_id is null and a.others is not null),
      sides as (
        select competency_id,
          count(distinct ratee_id) filter (where coached)::int as coached_people,
          count(distinct ratee_id) filter (where not coached)::int as uncoached_people,
          round(avg(change) filter (where coached), 2) as coached_change,
          round(avg(change) filter (where not coached), 2) as uncoached_change
        from changes group by competency_id)
      select c.id, c.title, coalesce(s.coached_people, 0) as coached_people, coalesce(s.uncoached_people, 0) as uncoached_people,
        case when s.coached_people >= ${threshold} then s.coached_change end as coached_change,
        case when s.uncoached_people >= ${threshold} then s.uncoached_change end as uncoached_change
      from competencies c left join sides s on s.competency_id = c.id
      where c.company_id = ${companyId} and c.id in (select competency_id from coached)
      order by c.title, c.id`),
  );
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    competency: { id: r.id, title: r.title },
    coached_people: r.coached_people,
    uncoached_people: r.uncoached_people,
    coached_change: num(r.coached_change),
    uncoached_change: num(r.uncoached_change),
  }));
}

/** HR's view of coaching: uptake, and change on coached competencies against uncoached ratees. */
export async function coachingOutcomes(db: Db, companyId: number, now: Date): Promise<CoachingOutcomes> {
  const { uptake: counts, threshold } = await uptake(db, companyId, now);
  return { uptake: counts, threshold, competencies: await competencyChanges(db, companyId, threshold) };
}
