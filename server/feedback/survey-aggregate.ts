import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql';
import { scoreCtes } from './scoring-sql';

/** Means of all_others scores over ratees: the whole company's (designation null) and per designation. */
export interface Benchmark { designation: number | null; overall: number | null; ratees: number; competencies: Record<number, number> }

export interface SurveyAggregate {
  /** Every ratee with a score: overall of all_others and of self. */
  ratees: Map<number, { overall: number | null; self: number | null }>;
  company: Benchmark;
  designations: Map<number, Benchmark>;
}

type Row = {
  ratees: Array<{ ratee: number; overall: number | null; self: number | null }>;
  overall: Array<{ designation: number | null; whole: boolean; score: number | null; ratees: number }>;
  competencies: Array<{ designation: number | null; whole: boolean; competency: number; score: number }>;
};

/**
 * The whole survey aggregated in ONE statement on the scoring relations: each ratee's
 * headline, and the benchmarks (company and per designation, by GROUPING SETS).
 */
async function aggregate(db: Db, companyId: number, surveyId: number): Promise<SurveyAggregate> {
  const result = await db.execute(sql`${scoreCtes(companyId, surveyId)},
    others as (
      select o.ratee_id, o.score, e.designation_id from overall_scores o join employees e on e.id = o.ratee_id where o.grp = 'all_others'
    )
    select
      (select coalesce(json_agg(json_build_object('ratee', ratee_id, 'overall', overall, 'self', self)), '[]') from (
        select ratee_id, max(score) filter (where grp = 'all_others') as overall, max(score) filter (where grp = 'self') as self
        from overall_scores group by ratee_id) r) as ratees,
      (select coalesce(json_agg(b), '[]') from (
        select designation_id as designation, grouping(designation_id) = 1 as whole, avg(score) as score, count(*)::int as ratees
        from others group by grouping sets ((), (designation_id))) b) as overall,
      (select coalesce(json_agg(b), '[]') from (
        select e.designation_id as designation, grouping(e.designation_id) = 1 as whole, cs.competency_id as competency, avg(cs.score) as score
        from competency_scores cs join employees e on e.id = cs.ratee_id where cs.grp = 'all_others'
        group by grouping sets ((cs.competency_id), (e.designation_id, cs.competency_id))) b) as competencies`);
  const row = rowsOf<Row>(result)[0]!;
  const empty = (designation: number | null): Benchmark => ({ designation, overall: null, ratees: 0, competencies: {} });
  const company = empty(null);
  const designations = new Map<number, Benchmark>();
  const slot = (whole: boolean, designation: number | null) => {
    if (whole) return company;
    // Ratees without a designation have no designation benchmark.
    if (designation === null) return null;
    if (!designations.has(designation)) designations.set(designation, empty(designation));
    return designations.get(designation)!;
  };
  for (const b of row.overall) {
    const target = slot(b.whole, b.designation);
    if (target) Object.assign(target, { overall: b.score, ratees: b.ratees });
  }
  for (const b of row.competencies) {
    const target = slot(b.whole, b.designation);
    if (target) target.competencies[b.competency] = b.score;
  }
  return { ratees: new Map(row.ratees.map((r) => [r.ratee, { overall: r.overall, self: r.self }])), company, designations };
}

/**
 * What decides the aggregate: submissions, the survey row (threshold, weights are locked
 * once answered) and the ratees' designations. Cheap (one index range), so every read
 * checks it and a process never serves figures another process has made stale.
 */
async function versionOf(db: Db, companyId: number, surveyId: number): Promise<string> {
  const result = await db.execute(sql`
    select concat_ws('|', count(*) filter (where a.status = 'submitted'), max(a.submitted_at), max(s.updated_at), max(s.anonymity_threshold),
      md5(string_agg(distinct a.ratee_id || ':' || coalesce(e.designation_id, 0), ','))) as version
    from surveys s join survey_assignments a on a.survey_id = s.id join employees e on e.id = a.ratee_id
    where s.company_id = ${companyId} and s.id = ${surveyId}`);
  return rowsOf<{ version: string | null }>(result)[0]?.version ?? '';
}

// Keyed by company and survey: a survey id alone must never reach another company's figures.
const cache = new Map<string, { version: string; value: Promise<SurveyAggregate> }>();
const CACHE_LIMIT = 200;

/** The survey's aggregate, recomputed only when its version changed (a report then costs one ratee's query). */
export async function surveyAggregate(db: Db, companyId: number, surveyId: number): Promise<SurveyAggregate> {
  const version = await versionOf(db, companyId, surveyId);
  const key = `${companyId}:${surveyId}`;
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.value;
  const value = aggregate(db, companyId, surveyId);
  cache.delete(key);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, { version, value });
  value.catch(() => { if (cache.get(key)?.value === value) cache.delete(key); });
  return value;
}
