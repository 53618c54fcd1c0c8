import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, combine, div, isZero, mean, mul, q, sub, ZERO, type Form, type Q } from '../api/anonymity-attacker/rational';
import { combination, evaluate, explain, integerRow, spanOf } from '../api/anonymity-attacker/solver';

/** The anonymity attacker's exact solver (tests/api/anonymity-attacker/solver.ts) on systems with known answers. */

const form = (entries: Array<[number, Q | number]>): Form =>
  new Map(entries.map(([k, c]) => [k, typeof c === 'number' ? q(c) : c] as [number, Q]).filter(([, c]) => !isZero(c)));
const unit = (v: number) => form([[v, 1]]);
const sumOf = (rows: readonly Form[], a: Map<number, Q>) => combine([...a].map(([i, c]) => [c, rows[i]!] as const));
const same = (x: Form, y: Form) =>
  combine([
    [q(1), x],
    [q(-1), y],
  ]).size === 0;

describe('the two-surveys attack, as the solver sees it', () => {
  // Four peers a..d (variables 0..3) in survey 1, the same peers but d in survey 2.
  const s1 = mean([unit(0), unit(1), unit(2), unit(3)]);
  const s2 = mean([unit(0), unit(1), unit(2)]);

  it('solves the peer who left, and nobody else', () => {
    const space = spanOf([s1, s2]);
    expect(space.rank).toBe(2);
    expect(space.contains(unit(3))).toBe(true);
    for (const v of [0, 1, 2]) expect(space.contains(unit(v))).toBe(false);
  });

  it('explains it as 4 × survey 1 − 3 × survey 2', () => {
    expect(explain([s1, s2], unit(3))!.map((x) => [x.row, x.coefficient])).toEqual([
      [0, q(4)],
      [1, q(-3)],
    ]);
  });

  it('needs both figures: one alone solves nothing', () => {
    for (const alone of [s1, s2]) for (const v of [0, 1, 2, 3]) expect(spanOf([alone]).contains(unit(v))).toBe(false);
  });
});

describe('rational coefficients', () => {
  it('solves x and y from x/3 + 2y/5 and x − y', () => {
    const rows = [
      form([
        [0, q(1, 3)],
        [1, q(2, 5)],
      ]),
      form([
        [0, 1],
        [1, -1],
      ]),
    ];
    const space = spanOf(rows);
    expect(space.contains(unit(0))).toBe(true);
    expect(space.contains(unit(1))).toBe(true);
    const a = combination(rows, unit(1))!;
    // y = 15/11 (x/3 + 2y/5) − 5/11 (x − y)
    expect(a.get(0)).toEqual(q(15, 11));
    expect(a.get(1)).toEqual(q(-5, 11));
    expect(same(sumOf(rows, a), unit(1))).toBe(true);
  });

  it('keeps exact values with large, coprime denominators', () => {
    const primes = [7919, 7927, 7933, 7937, 7949];
    const rows = primes.map((p, i) => form(primes.map((r, j) => [j, q(1 + ((i * j) % 5), p * r)])));
    const space = spanOf(rows);
    expect(space.rank).toBe(referenceRank(rows));
    const target = combine([
      [q(3, 7919), rows[0]!],
      [q(-11, 13), rows[3]!],
    ]);
    expect(space.contains(target)).toBe(true);
    expect(same(sumOf(rows, combination(rows, target)!), target)).toBe(true);
  });

  it('writes a rational form as primitive integers', () => {
    expect([
      ...integerRow(
        form([
          [2, q(1, 4)],
          [5, q(-1, 6)],
        ]),
      ),
    ]).toEqual([
      [2, 3n],
      [5, -2n],
    ]);
    expect([
      ...integerRow(
        form([
          [0, 6],
          [1, 9],
        ]),
      ),
    ]).toEqual([
      [0, 2n],
      [1, 3n],
    ]);
  });
});

describe('what the audience knows itself', () => {
  it('a rater in a group of three who knows their own answer learns only the sum of the other two', () => {
    const rows = [mean([unit(0), unit(1), unit(2)]), unit(0)];
    const space = spanOf(rows);
    expect(space.contains(unit(1))).toBe(false);
    expect(
      space.contains(
        form([
          [1, 1],
          [2, 1],
        ]),
      ),
    ).toBe(true);
  });

  it('two known members of a group of three give the third', () => {
    const rows = [mean([unit(0), unit(1), unit(2)]), unit(0), unit(1)];
    expect(explain(rows, unit(2))!.map((x) => x.coefficient)).toEqual([q(3), q(-1), q(-1)]);
  });

  it('a type score over a known and an unknown figure gives the unknown one', () => {
    // (40 · named + 25 · peers) / 65 with the named figure known.
    const peers = mean([unit(1), unit(2), unit(3)]);
    const type = combine([
      [q(40, 65), unit(0)],
      [q(25, 65), peers],
    ]);
    const space = spanOf([type, unit(0)]);
    expect(space.contains(peers)).toBe(true);
    expect(space.contains(unit(1))).toBe(false);
  });
});

describe('null space: determined exactly when every null vector is 0 there', () => {
  it('a+b, c+d, a+c determine a+b+c+d and b−c but no single variable', () => {
    const space = spanOf([
      form([
        [0, 1],
        [1, 1],
      ]),
      form([
        [2, 1],
        [3, 1],
      ]),
      form([
        [0, 1],
        [2, 1],
      ]),
    ]);
    expect(space.rank).toBe(3);
    expect(
      space.contains(
        form([
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ]),
      ),
    ).toBe(true);
    expect(
      space.contains(
        form([
          [1, 1],
          [2, -1],
        ]),
      ),
    ).toBe(true);
    for (const v of [0, 1, 2, 3]) expect(space.contains(unit(v))).toBe(false);
  });
});

/** Independent rank: plain rational Gauss-Jordan on a dense matrix. */
function referenceRank(rows: readonly Form[]): number {
  const width = Math.max(0, ...rows.flatMap((r) => [...r.keys()].map((k) => k + 1)));
  const m = rows.map((r) => Array.from({ length: width }, (_, j) => r.get(j) ?? ZERO));
  let rank = 0;
  for (let col = 0; col < width && rank < m.length; col += 1) {
    const p = m.findIndex((row, i) => i >= rank && !isZero(row[col]!));
    if (p < 0) continue;
    [m[rank], m[p]] = [m[p]!, m[rank]!];
    for (let i = 0; i < m.length; i += 1) {
      if (i === rank || isZero(m[i]![col]!)) continue;
      const f = div(m[i]![col]!, m[rank]![col]!);
      m[i] = m[i]!.map((x, j) => sub(x, mul(f, m[rank]![j]!)));
    }
    rank += 1;
  }
  return rank;
}

describe('random systems against an independent rank', () => {
  const coefficient = fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: 1, max: 7 })).map(([n, d]) => q(n, d));
  const row = fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), coefficient), { maxLength: 4 }).map((e) => form(e));

  it('contains(t) ⇔ rank(rows + t) = rank(rows), and the combination found sums to t', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 7 }), row, fc.boolean(), (rows, free, inSpan) => {
        // Half the time a target built from the rows, so both answers are exercised.
        const target = inSpan && rows.length ? combine(rows.map((r, i) => [q((i % 3) - 1, i + 1), r] as const)) : free;
        const expected = referenceRank([...rows, target]) === referenceRank(rows);
        expect(spanOf(rows).rank).toBe(referenceRank(rows));
        expect(spanOf(rows).contains(target)).toBe(expected);
        const a = combination(rows, target);
        expect(a !== null).toBe(expected);
        if (a) expect(same(sumOf(rows, a), target)).toBe(true);
        const why = explain(rows, target);
        if (why) {
          expect(same(combine(why.map((x) => [x.coefficient, rows[x.row]!] as const)), target)).toBe(true);
          // Inclusion-minimal: without any one of its rows the target is out of reach.
          for (const drop of why) expect(spanOf(why.filter((x) => x !== drop).map((x) => rows[x.row]!)).contains(target)).toBe(false);
        }
      }),
      { numRuns: 300, seed: 4242 },
    );
  });

  it('evaluates a form exactly', () => {
    expect(
      evaluate(
        form([
          [0, q(1, 3)],
          [1, q(2, 3)],
        ]),
        (v) => (v === 0 ? q(2) : q(7, 2)),
      ),
    ).toEqual(add(q(2, 3), q(7, 3)));
  });
});
