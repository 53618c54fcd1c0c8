import { add, combine, div, gcd, isZero, mul, neg, q, ZERO, type Form, type Q } from './rational';

/*
 * Exact linear algebra for the attacker, over the rationals, never floats. A value the
 * audience can work out is a linear form f over the unknowns such that f lies in the row
 * space of what it learned: f = Σ a_i · row_i for some rationals a_i.
 *
 * RowSpace keeps an echelon basis of integer rows (fraction-free: a row is reduced by
 * cross-multiplying and dividing by the gcd of its entries, so numbers stay small). Each
 * basis row is reduced by every earlier one when it is added, so it has zeros at their
 * pivots; reducing a vector by the basis in insertion order leaves zeros at every pivot,
 * and the basis restricted to its pivot columns is triangular with a non-zero diagonal:
 * the remainder is zero exactly when the vector lies in the span.
 */

type IntRow = Map<number, bigint>;

/** The row as integers with no common factor, first non-zero entry's sign kept. */
function primitive(row: IntRow): IntRow {
  let g = 0n;
  for (const v of row.values()) g = gcd(g, v);
  if (g <= 1n) return row;
  const out: IntRow = new Map();
  for (const [k, v] of row) out.set(k, v / g);
  return out;
}

/** A rational form as an integer row (times the lcm of its denominators), primitive. */
export function integerRow(form: Form): IntRow {
  let l = 1n;
  for (const c of form.values()) l = (l / gcd(l, c.d)) * c.d;
  const out: IntRow = new Map();
  for (const [k, c] of form) if (c.n !== 0n) out.set(k, (c.n * l) / c.d);
  return primitive(out);
}

function firstColumn(row: IntRow): number {
  let min = Infinity;
  for (const k of row.keys()) if (k < min) min = k;
  return min;
}

export class RowSpace {
  private readonly basis: Array<{ pivot: number; row: IntRow }> = [];

  get rank(): number {
    return this.basis.length;
  }

  private reduce(start: IntRow): IntRow {
    let v = start;
    for (const { pivot, row } of this.basis) {
      const a = v.get(pivot);
      if (a === undefined) continue;
      const b = row.get(pivot)!;
      const g = gcd(a, b);
      const [fa, fb] = [b / g, a / g];
      const next: IntRow = new Map();
      for (const [k, x] of v) next.set(k, x * fa);
      for (const [k, y] of row) {
        const x = (next.get(k) ?? 0n) - y * fb;
        if (x === 0n) next.delete(k);
        else next.set(k, x);
      }
      v = primitive(next);
    }
    return v;
  }

  /** Adds a row; true when it was independent of the rows before it. */
  add(form: Form): boolean {
    const r = this.reduce(integerRow(form));
    if (r.size === 0) return false;
    this.basis.push({ pivot: firstColumn(r), row: r });
    return true;
  }

  /** Whether the form is a linear combination of the rows added. */
  contains(form: Form): boolean {
    return this.reduce(integerRow(form)).size === 0;
  }
}

export const spanOf = (rows: Iterable<Form>): RowSpace => {
  const space = new RowSpace();
  for (const r of rows) space.add(r);
  return space;
};

/** Coefficients a with Σ a_i · rows[i] = target (rational elimination that tracks each row's combination), or null. */
export function combination(rows: readonly Form[], target: Form): Map<number, Q> | null {
  const basis: Array<{ pivot: number; row: Form; combo: Form }> = [];
  const eliminate = (start: Form, startCombo: Form, sign: Q) => {
    let row = start;
    let combo = startCombo;
    for (const b of basis) {
      const c = row.get(b.pivot);
      if (!c) continue;
      const f = div(c, b.row.get(b.pivot)!);
      row = combine([
        [q(1), row],
        [neg(f), b.row],
      ]);
      combo = combine([
        [q(1), combo],
        [mul(sign, f), b.combo],
      ]);
    }
    return { row, combo };
  };
  rows.forEach((r, i) => {
    // Each basis row = its original row minus earlier basis rows: its combination follows.
    const { row, combo } = eliminate(r, new Map([[i, q(1)]]), q(-1));
    if (row.size > 0) basis.push({ pivot: Math.min(...row.keys()), row, combo });
  });
  const { row, combo } = eliminate(target, new Map(), q(1));
  return row.size === 0 ? combo : null;
}

/**
 * A smallest-by-inclusion set of rows whose span holds the target, with the coefficients
 * that give it: the witness printed with an attack. Earlier rows are preferred (the later
 * ones are dropped first). Null when the target is not in the span.
 */
export function explain(rows: readonly Form[], target: Form): Array<{ row: number; coefficient: Q }> | null {
  const first = combination(rows, target);
  if (!first) return null;
  let kept = [...first.keys()].sort((a, b) => a - b);
  for (const drop of [...kept].reverse()) {
    const rest = kept.filter((i) => i !== drop);
    if (spanOf(rest.map((i) => rows[i]!)).contains(target)) kept = rest;
  }
  const coefficients = combination(
    kept.map((i) => rows[i]!),
    target,
  )!;
  return kept.map((row, j) => ({ row, coefficient: coefficients.get(j) ?? ZERO })).filter((x) => !isZero(x.coefficient));
}

/** Evaluates a form at a point (missing variables are an error: the model has every value). */
export function evaluate(form: Form, at: (variable: number) => Q): Q {
  let total = ZERO;
  for (const [v, c] of form) total = add(total, mul(c, at(v)));
  return total;
}
