import { ExactSpan } from './exact-span';

/**
 * A figure as the auditor sees it: a weighted sum of unknowns, released from survey `survey`. A member is an
 * unknown's key, with its weight after '@' as a fraction ('q4:c2:…@25/300') or none for 1: a mean of equals is the
 * 0/1 row of its members, since a mean and the sum of its members span the same line. What the audience knows
 * itself (`known`) drops out of every row. `reveals`: the figure is one the reader is shown as a matter of course
 * (a direct report's own figure), so the unknowns in it may become determined, but no others.
 */
export interface Figure {
  members: readonly string[];
  survey: number;
  reveals?: boolean;
}

type Decision = { released: true } | { released: false; combinesWith: number[] };

export type Known = (key: string) => boolean;

interface Term {
  key: string;
  num: bigint;
  den: bigint;
}

function termOf(member: string): Term {
  const at = member.lastIndexOf('@');
  if (at < 0) return { key: member, num: 1n, den: 1n };
  const [num, den = '1'] = member.slice(at + 1).split('/');
  return { key: member.slice(0, at), num: BigInt(num!), den: BigInt(den) };
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** A figure's terms, scaled to integers (by the least common multiple of their denominators), the known left out. */
function termsOf(figure: Figure, known: Known, parsed: Map<string, Term | null>): Array<{ key: string; weight: bigint }> {
  const terms: Term[] = [];
  for (const member of figure.members) {
    let term = parsed.get(member);
    if (term === undefined) {
      const t = termOf(member);
      parsed.set(member, (term = t.num === 0n || known(t.key) ? null : t));
    }
    if (term) terms.push(term);
  }
  const lcm = terms.reduce((l, t) => (l / gcd(l, t.den)) * t.den, 1n);
  return terms.map((t) => ({ key: t.key, weight: (t.num * lcm) / t.den }));
}

/**
 * Columns for the unknowns: those with exactly the same weights in the same figures merge into one column (their
 * sum), since no combination of figures can tell them apart. A column belongs to a person (`ownerOf` its keys) when
 * all of its unknowns are theirs; a column of several people's unknowns is nobody's. Merging over every row of the
 * decision (earlier ones and candidates) is sound for any subset of them.
 */
function columnsOf(rows: ReadonlyArray<Array<{ key: string; weight: bigint }>>, ownerOf: (key: string) => string) {
  const signature = new Map<string, string[]>();
  rows.forEach((terms, i) => {
    for (const { key, weight } of terms) {
      let shape = signature.get(key);
      if (!shape) signature.set(key, (shape = []));
      shape.push(`${i}:${weight}`);
    }
  });
  const column = new Map<string, number>();
  const owner: Array<string | null> = [];
  const byShape = new Map<string, number>();
  for (const [key, shape] of signature) {
    const id = shape.join(',');
    let index = byShape.get(id);
    if (index === undefined) {
      index = owner.length;
      byShape.set(id, index);
      owner.push(ownerOf(key));
    } else if (owner[index] !== ownerOf(key)) {
      owner[index] = null;
    }
    column.set(key, index);
  }
  const owned = new Map<string, number[]>();
  owner.forEach((o, j) => {
    if (o !== null) owned.set(o, [...(owned.get(o) ?? []), j]);
  });
  return { column, owned, width: owner.length };
}

function rowOf(terms: ReadonlyArray<{ key: string; weight: bigint }>, column: Map<string, number>, width: number): bigint[] | null {
  const values: bigint[] = new Array<bigint>(width).fill(0n);
  const set = new Set<number>();
  for (const { key, weight } of terms) {
    const j = column.get(key)!;
    // A merged column stands for the sum of its unknowns, which share this weight.
    if (set.has(j)) continue;
    set.add(j);
    values[j] = weight;
  }
  return set.size > 0 ? values : null;
}

/** The span of `rows` (null rows skipped). */
function spanOf(rows: readonly (bigint[] | null)[], width: number): ExactSpan {
  const span = ExactSpan.empty(width);
  for (const row of rows) if (row) span.add(row);
  return span;
}

/** The people something can be worked out about from the span alone: a figure of theirs, or any sum of them. */
function exposedIn(span: ExactSpan, owned: Map<string, number[]>): Set<string> {
  const exposed = new Set<string>();
  if (span.rank === 0) return exposed;
  const solvable = span.solvable();
  for (const [owner, columns] of owned) {
    if (columns.length === 1 ? solvable.has(columns[0]!) : span.determinesSome(columns)) exposed.add(owner);
  }
  return exposed;
}

/**
 * The surveys a withheld figure would combine with: start from every row that was in play and leave out one
 * survey's rows at a time while the figure still exposes someone; what is left cannot lose any one survey.
 */
function combinesWith(rows: readonly { row: bigint[]; survey: number }[], candidate: bigint[], exposed: Map<string, number[]>, width: number): number[] {
  let kept = [...rows];
  for (const survey of [...new Set(rows.map((r) => r.survey))]) {
    const without = kept.filter((r) => r.survey !== survey);
    if (exposedIn(spanOf([...without.map((r) => r.row), candidate], width), exposed).size > 0) kept = without;
  }
  return [...new Set(kept.map((r) => r.survey))].sort((a, b) => a - b);
}

/**
 * Decides the candidates in order: each is released unless, with every figure released before it (`earlier`, and
 * the candidates released ahead of it), something about one person that could not be worked out before can be:
 * one of their figures (in the rater space, their answer), or any sum of them (in the ratee space, their overall).
 * Who was exposed already (by `earlier`, or by what a released candidate reveals) is not held against a candidate.
 * A withheld candidate names the surveys of the releases it would combine with (its own survey too when it
 * combines with figures released with it; none when what the audience knows itself is enough).
 */
export function decide(earlier: readonly Figure[], candidates: readonly Figure[], known: Known, ownerOf: (key: string) => string = (key) => key): Decision[] {
  // Benchmarks repeat the same members report after report: each is read once.
  const parsed = new Map<string, Term | null>();
  const termsOfAll = [...earlier, ...candidates].map((f) => termsOf(f, known, parsed));
  const { column, owned, width } = columnsOf(termsOfAll, ownerOf);
  const rowAt = (i: number) => rowOf(termsOfAll[i]!, column, width);
  // A recurring survey repeats the same sets of raters: a row already there adds nothing, and costs nothing to skip.
  const seen = new Set<string>();
  const released: Array<{ row: bigint[]; survey: number }> = [];
  earlier.forEach((f, i) => {
    const row = rowAt(i);
    const key = row?.join();
    if (!row || seen.has(key!)) return;
    seen.add(key!);
    released.push({ row, survey: f.survey });
  });
  let span = spanOf(
    released.map((r) => r.row),
    width,
  );
  let exposed = exposedIn(span, owned);
  return candidates.map((f, c): Decision => {
    const terms = termsOfAll[earlier.length + c]!;
    const row = rowAt(earlier.length + c);
    if (!row || seen.has(row.join())) return { released: true };
    const tried = span.clone();
    if (!tried.add(row)) return { released: true };
    const reveals = new Set(f.reveals ? terms.map((t) => ownerOf(t.key)) : []);
    const now = exposedIn(tried, owned);
    const newly = new Map([...owned].filter(([o]) => now.has(o) && !exposed.has(o) && !reveals.has(o)));
    if (newly.size > 0) return { released: false, combinesWith: combinesWith(released, row, newly, width) };
    span = tried;
    exposed = now;
    released.push({ row, survey: f.survey });
    seen.add(row.join());
    return { released: true };
  });
}
