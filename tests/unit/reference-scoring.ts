/*
 * The report's scoring written plainly, as a reference the SQL (server/feedback/queries/scoring-sql.ts)
 * is compared against: a rater's mean over a competency's statements answered on the scale
 * ("not observed", null, left out; fewer than half on the scale: no score), its group's mean
 * over raters → competency score; weight-weighted mean → type score; value-weighted mean →
 * overall; anonymous groups below the threshold pooled into "combined" or left out of
 * everything, and an anonymous group's competency figure only with at least the threshold of
 * raters scoring it (all_others holds only the raters of figures shown). Deliberately naive:
 * loops, no cleverness.
 */

export type Relationship = 'self' | 'manager' | 'peer' | 'direct_report' | 'other';

export interface ScoringInput {
  threshold: number;
  /** The survey's competencies with their type and weight. */
  competencies: Array<{ id: number; typeId: number; weight: number }>;
  /** Type values the survey set; a missing type counts 50. */
  typeValues: Record<number, number>;
  statements: Array<{ id: number; competencyId: number }>;
  assignments: Array<{ id: number; rateeId: number; relationship: Relationship; submitted: boolean }>;
  /** null: not observed. */
  answers: Array<{ assignmentId: number; statementId: number; value: number | null }>;
}

export interface Scores {
  /** key `${ratee}|${group}|${competency}` */
  competency: Map<string, number>;
  type: Map<string, number>;
  overall: Map<string, number>;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ANONYMOUS = new Set<Relationship>(['peer', 'direct_report', 'other']);
const NAMED = new Set(['self', 'manager']);

/** The group each submitted assignment counts in (all_others aside), or null when hidden. */
export function groupsOf(input: ScoringInput): Map<number, string | null> {
  const submitted = input.assignments.filter((a) => a.submitted);
  const count = (ratee: number, rel: Relationship) => submitted.filter((a) => a.rateeId === ratee && a.relationship === rel).length;
  const groups = new Map<number, string | null>();
  for (const a of submitted) {
    const small = (['peer', 'direct_report', 'other'] as const).filter((r) => count(a.rateeId, r) < input.threshold);
    const pool = small.reduce((n, r) => n + count(a.rateeId, r), 0);
    if (!ANONYMOUS.has(a.relationship) || count(a.rateeId, a.relationship) >= input.threshold) groups.set(a.id, a.relationship);
    else groups.set(a.id, pool >= input.threshold ? 'combined' : null);
  }
  return groups;
}

export function referenceScores(input: ScoringInput): Scores {
  const groups = groupsOf(input);
  const byAssignment = new Map(input.assignments.map((a) => [a.id, a]));
  const competencyOf = new Map(input.statements.map((s) => [s.id, s.competencyId]));
  const surveyCompetency = new Map(input.competencies.map((c) => [c.id, c]));
  // A rater's answers per competency, "not observed" (null) included.
  const raterValues = new Map<string, Array<number | null>>();
  for (const ans of input.answers) {
    const competency = competencyOf.get(ans.statementId)!;
    if (!surveyCompetency.has(competency)) continue;
    const key = `${ans.assignmentId}|${competency}`;
    raterValues.set(key, [...(raterValues.get(key) ?? []), ans.value]);
  }
  // A group's raters per competency (ratee|group|competency → rater scores): each rater with at
  // least half of the competency's statements on the scale, scored by the mean of those.
  const groupRaters = new Map<string, number[]>();
  for (const [key, vs] of raterValues) {
    const onScale = vs.filter((v): v is number => v !== null);
    if (onScale.length * 2 < vs.length) continue;
    const [assignment, competency] = key.split('|').map(Number);
    const a = byAssignment.get(assignment!)!;
    const group = groups.get(a.id);
    if (!group) continue;
    const gk = `${a.rateeId}|${group}|${competency}`;
    groupRaters.set(gk, [...(groupRaters.get(gk) ?? []), mean(onScale)]);
  }
  // An anonymous group's figure needs the threshold of raters; all_others holds the raters of the figures shown.
  const raterScores = new Map<string, number[]>();
  for (const [key, ms] of groupRaters) {
    const [ratee, group, competency] = key.split('|');
    if (!NAMED.has(group!) && ms.length < input.threshold) continue;
    raterScores.set(key, ms);
    if (group === 'self') continue;
    const ak = `${ratee}|all_others|${competency}`;
    raterScores.set(ak, [...(raterScores.get(ak) ?? []), ...ms]);
  }
  const competency = new Map([...raterScores].map(([k, ms]) => [k, mean(ms)]));

  const weighted = (pairs: Array<[number, number]>) => {
    const total = pairs.reduce((n, [, w]) => n + w, 0);
    return total === 0 ? null : pairs.reduce((n, [s, w]) => n + s * w, 0) / total;
  };
  const typeParts = new Map<string, Array<[number, number]>>();
  for (const [key, score] of competency) {
    const [ratee, group, c] = key.split('|');
    const sc = surveyCompetency.get(Number(c))!;
    const tk = `${ratee}|${group}|${sc.typeId}`;
    typeParts.set(tk, [...(typeParts.get(tk) ?? []), [score, sc.weight]]);
  }
  const type = new Map<string, number>();
  for (const [key, parts] of typeParts) {
    const score = weighted(parts);
    if (score !== null) type.set(key, score);
  }
  const overallParts = new Map<string, Array<[number, number]>>();
  for (const [key, score] of type) {
    const [ratee, group, t] = key.split('|');
    const ok = `${ratee}|${group}`;
    overallParts.set(ok, [...(overallParts.get(ok) ?? []), [score, input.typeValues[Number(t)] ?? 50]]);
  }
  const overall = new Map<string, number>();
  for (const [key, parts] of overallParts) {
    const score = weighted(parts);
    if (score !== null) overall.set(key, score);
  }
  return { competency, type, overall };
}
