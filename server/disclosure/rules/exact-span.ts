/**
 * The span of released figures, in exact integer arithmetic (BigInt, never floats). Each row is a figure as a linear
 * form over unknowns; the rows are kept in reduced row echelon form, scaled to primitive integer rows. A unknown is
 * solvable from the rows exactly when some echelon row is a multiple of its unit vector: in reduced echelon form a
 * vector of the span is the combination of the rows given by its entries at the pivot columns, so a unit vector on
 * a pivot column is that row itself, and one on a non-pivot column would be zero.
 */

type Vector = bigint[];

interface EchelonRow {
  values: Vector;
  pivot: number;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Divides out the row's common factor, so entries stay as small as the figures they came from. */
function primitive(values: Vector): Vector {
  let g = 0n;
  for (const x of values) if (x !== 0n) g = gcd(g, x);
  return g > 1n ? values.map((x) => x / g) : values;
}

/** row·b[p] − b·row[p]: eliminates column p of `row` with the echelon row `b` (pivot p). */
function eliminate(row: Vector, b: EchelonRow): Vector {
  const factor = row[b.pivot]!;
  const scale = b.values[b.pivot]!;
  return primitive(row.map((x, j) => x * scale - b.values[j]! * factor));
}

export class ExactSpan {
  private constructor(
    readonly width: number,
    private rows: EchelonRow[],
  ) {}

  static empty(width: number): ExactSpan {
    return new ExactSpan(width, []);
  }

  /** How many independent rows it holds. */
  get rank(): number {
    return this.rows.length;
  }

  /** A copy to try a row on without committing to it. */
  clone(): ExactSpan {
    return new ExactSpan(
      this.width,
      this.rows.map((r) => ({ values: [...r.values], pivot: r.pivot })),
    );
  }

  /** Adds a row (integer coefficients); false when it was already in the span. */
  add(coefficients: Vector): boolean {
    let row = primitive([...coefficients]);
    for (const b of this.rows) {
      if (row[b.pivot] !== 0n) row = eliminate(row, b);
    }
    const pivot = row.findIndex((x) => x !== 0n);
    if (pivot < 0) return false;
    if (row[pivot]! < 0n) row = row.map((x) => -x);
    const added: EchelonRow = { values: row, pivot };
    // Its pivot is positive and b's entry there is zero, so b keeps a positive pivot.
    for (const b of this.rows) {
      if (b.values[pivot] !== 0n) b.values = eliminate(b.values, added);
    }
    this.rows.push(added);
    return true;
  }

  /**
   * Whether the span holds a non-zero vector on `columns` alone: rows can be combined into something about those
   * unknowns only exactly when zeroing them loses rank.
   */
  determinesSome(columns: readonly number[]): boolean {
    if (columns.length === 1) return this.solvable().has(columns[0]!);
    const zeroed = ExactSpan.empty(this.width);
    for (const r of this.rows) zeroed.add(r.values.map((x, j) => (columns.includes(j) ? 0n : x)));
    return zeroed.rank < this.rank;
  }

  /** Every unknown (column) the span determines on its own. */
  solvable(): Set<number> {
    const found = new Set<number>();
    for (const r of this.rows) {
      let nonZero = 0;
      for (const x of r.values) if (x !== 0n && ++nonZero > 1) break;
      if (nonZero === 1) found.add(r.pivot);
    }
    return found;
  }
}
