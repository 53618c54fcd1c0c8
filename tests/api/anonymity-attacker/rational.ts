/*
 * Exact rationals over BigInt: the attacker's only numbers. A fraction is always reduced,
 * with a positive denominator, so equal values have equal fields.
 */

export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

export const abs = (a: bigint) => (a < 0n ? -a : a);

export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den);
  return g > 1n ? { n: num / g, d: den / g } : { n: num, d: den };
}

export const ZERO = q(0);
export const ONE = q(1);
export const isZero = (a: Q) => a.n === 0n;
export const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
export const neg = (a: Q): Q => ({ n: -a.n, d: a.d });
export const equal = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
export const toNumber = (a: Q) => Number(a.n) / Number(a.d);
export const show = (a: Q) => (a.d === 1n ? `${a.n}` : `${a.n}/${a.d}`);

/** A sparse linear form: variable index → non-zero coefficient. */
export type Form = Map<number, Q>;

/** Σ weight · form, dropping the coefficients that cancel. */
export function combine(terms: Iterable<readonly [Q, Form]>): Form {
  const out: Form = new Map();
  for (const [w, f] of terms) {
    for (const [v, c] of f) {
      const next = add(out.get(v) ?? ZERO, mul(w, c));
      if (isZero(next)) out.delete(v);
      else out.set(v, next);
    }
  }
  return out;
}

export const scale = (w: Q, f: Form): Form => combine([[w, f]]);

/** The mean of the forms, each weighed equally. */
export const mean = (forms: readonly Form[]): Form => combine(forms.map((f) => [q(1, forms.length), f] as const));
