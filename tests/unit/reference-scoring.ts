/*
 * DESIGN §4's scoring written plainly, as a reference the SQL (server/feedback/scoring-sql.ts)
 * is compared against: a rater's mean over a competency's statements, its group's mean over
 * raters → competency score; weight-weighted mean → type
 * score; value-weighted mean → overall; anonymous groups below the threshold pooled into
 * "combined" or left out of everything. Deliberately naive: loops, no cleverness.
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
  answers: Array<{ assignmentId: number; statementId: number; value: number }>;
}

export interface Scores {
  /** key `${ratee}|${group}|${competency}` */
  competency: Map<string, number>;
  type: Map<string, number>;
  overall: Map<string, number>;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ANONYMOUS = new Set<Relationship>(['peer', 'direct_report', 'other']);

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
  // A rater's competency score: the mean of their answers to its statements.
  const raterValues = new Map<string, number[]>();
  for (const ans of input.answers) {
    const competency = competencyOf.get(ans.statementId)!;
    if (!surveyCompetency.has(competency)) continue;
    const key = `${ans.assignmentId}|${competency}`;
    raterValues.set(key, [...(raterValues.get(key) ?? []), ans.value]);
  }
  // A group's: the mean of its raters' scores (ratee|group|competency → rater scores).
  const raterScores = new Map<string, number[]>();
  for (const [key, vs] of raterValues) {
    const [assignment, competency] = key.split('|').map(Number);
    const a = byAssignment.get(assignment!)!;
    const group = groups.get(a.id);
    if (!group) continue;
    for (const g of group === 'self' ? ['self'] : [group, 'all_others']) {
      const ck = `${a.rateeId}|${g}|${competency}`;
      raterScores.set(ck, [...(raterScores.get(ck) ?? []), mean(vs)]);
    }
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
