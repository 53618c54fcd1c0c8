import type { Candidate } from './ledger-decisions';

/**
 * One ratee's frozen all_others figure of a survey as HR was shown it (results.ts): per competency (item) its
 * ratee_key with the competency's type, weight and type value; item 0 the overall, which only says the ratee has one.
 */
export interface BenchmarkTerm {
  ratee_id: number;
  designation_id: number | null;
  item: number;
  ratee_key: string;
  type_id: number | null;
  weight: number | null;
  value: number;
}

/**
 * A ratee's overall figure as the weighted sum of their competency figures, the way overall_scores makes it
 * (scoring-sql.ts): each type's weight-weighted mean, weighed by the type's value among the types they have.
 */
function overallMembers(competencies: BenchmarkTerm[]): string[] {
  const byType = new Map<number | null, BenchmarkTerm[]>();
  for (const t of competencies) byType.set(t.type_id, [...(byType.get(t.type_id) ?? []), t]);
  const types = [...byType.values()].map((terms) => ({ terms, weight: terms.reduce((s, t) => s + (t.weight ?? 0), 0) })).filter((t) => t.weight > 0);
  const values = types.reduce((s, t) => s + t.terms[0]!.value, 0);
  if (values === 0) return [];
  return types.flatMap(({ terms, weight }) => terms.map((t) => `${t.ratee_key}@${t.value * (t.weight ?? 0)}/${values * weight}`));
}

function groupByRatee(terms: BenchmarkTerm[]): Map<number, BenchmarkTerm[]> {
  const byRatee = new Map<number, BenchmarkTerm[]>();
  for (const t of terms) {
    const list = byRatee.get(t.ratee_id);
    if (list) list.push(t);
    else byRatee.set(t.ratee_id, [t]);
  }
  return byRatee;
}

/**
 * The benchmarks of one ratee's report: over the survey's other ratees (company) and those of the ratee's
 * designation, per competency and overall; one of fewer than `threshold` ratees is never shown and is left out.
 */
export function benchmarkFigures(terms: BenchmarkTerm[], ratee: number, threshold: number): Candidate[] {
  const designation = terms.find((t) => t.ratee_id === ratee)?.designation_id ?? null;
  const others = terms.filter((t) => t.ratee_id !== ratee);
  const pools = { company: others, designation: designation === null ? [] : others.filter((t) => t.designation_id === designation) };
  return Object.entries(pools).flatMap(([figure, pool]) => {
    const items = [...new Set(pool.map((t) => t.item))].sort((a, b) => a - b);
    const byRatee = groupByRatee(pool.filter((t) => t.item !== 0));
    return items.flatMap((item): Candidate[] => {
      const here = pool.filter((t) => t.item === item);
      if (here.length < threshold) return [];
      const members = item === 0 ? here.flatMap((t) => overallMembers(byRatee.get(t.ratee_id) ?? [])) : here.map((t) => t.ratee_key);
      return [{ figure, item, members }];
    });
  });
}

/** What a manager reads of their direct reports' reports in My team: each one's competency figures, as 'known' rows. */
export function teamFigures(terms: BenchmarkTerm[], team: ReadonlySet<number>): Candidate[] {
  return terms
    .filter((t) => t.item !== 0 && team.has(t.ratee_id))
    .map((t) => ({ figure: 'known', item: t.item, members: [t.ratee_key], ratee_id: t.ratee_id }));
}
