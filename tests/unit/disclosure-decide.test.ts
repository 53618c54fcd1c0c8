import { describe, expect, it } from 'vitest';
import { decide, type Figure } from '../../server/disclosure/rules/decide';
import { ExactSpan } from '../../server/disclosure/rules/exact-span';

const fig = (survey: number, ...members: string[]): Figure => ({ survey, members });
const none = () => false;
const knows =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe('the exact span', () => {
  it('finds an unknown two rows determine', () => {
    const span = ExactSpan.empty(4);
    span.add([1n, 1n, 1n, 1n]);
    expect(span.solvable().size).toBe(0);
    span.add([1n, 1n, 1n, 0n]);
    expect([...span.solvable()]).toEqual([3]);
  });

  it('keeps rational combinations exact', () => {
    const span = ExactSpan.empty(3);
    span.add([3n, 5n, 0n]);
    span.add([2n, 7n, 1n]);
    expect(span.solvable().size).toBe(0);
    span.add([0n, 11n, 3n]);
    // 2·(3,5,0) − 3·(2,7,1) = (0,−11,−3): the third row adds nothing.
    expect(span.add([0n, 11n, 3n])).toBe(false);
    span.add([1n, 0n, 0n]);
    expect([...span.solvable().keys()].sort()).toEqual([0, 1, 2]);
  });
});

describe('deciding figures', () => {
  it('withholds the second survey of four peers, then three (attack 1), naming the first', () => {
    const first = fig(1, 'e1', 'e2', 'e3', 'e4');
    expect(decide([first], [fig(2, 'e1', 'e2', 'e3')], none)).toEqual([{ released: false, combinesWith: [1] }]);
  });

  it('releases a recurring survey of the same raters, and a larger group', () => {
    const earlier = [fig(1, 'e1', 'e2', 'e3')];
    expect(decide(earlier, [fig(2, 'e1', 'e2', 'e3'), fig(3, 'e1', 'e2', 'e3', 'e4', 'e5')], none)).toEqual([{ released: true }, { released: true }]);
  });

  it('decides candidates in order: the first stands, the one that would combine with it is withheld', () => {
    const decisions = decide([], [fig(1, 'e1', 'e2', 'e3', 'e4'), fig(1, 'e1', 'e2', 'e3')], none);
    expect(decisions.map((d) => d.released)).toEqual([true, false]);
  });

  it('takes what the audience knows out of every figure', () => {
    expect(decide([], [fig(1, 'e1', 'e2', 'e3')], knows('e1', 'e2'))).toEqual([{ released: false, combinesWith: [] }]);
    expect(decide([], [fig(1, 'e1', 'e2', 'e3')], knows('e1'))).toEqual([{ released: true }]);
  });

  it('does not blame a new figure for what earlier releases already gave away', () => {
    const earlier = [fig(1, 'e1', 'e2', 'e3'), fig(1, 'e1', 'e2')];
    expect(decide(earlier, [fig(2, 'e4', 'e5', 'e6')], none)).toEqual([{ released: true }]);
  });

  it('lets a sum of raters who always answer together be known, never one of them', () => {
    const earlier = [fig(1, 'e1', 'e2', 'e3', 'e4')];
    expect(decide(earlier, [fig(2, 'e1', 'e2')], none)).toEqual([{ released: true }]);
  });

  it('sees a rater isolated by three surveys, none of which does it alone, through halves', () => {
    // (e1+e2) − (e2+e3) + (e1+e3) = 2·e1.
    const earlier = [fig(1, 'e1', 'e2', 'e9'), fig(2, 'e2', 'e3', 'e9')];
    const decisions = decide(earlier, [fig(3, 'e1', 'e4', 'e5'), fig(4, 'e1', 'e3')], knows('e9'));
    expect(decisions).toEqual([{ released: true }, { released: false, combinesWith: [1, 2] }]);
  });

  it("weighs an overall figure's members: a ratee's overall less their competencies' benchmarks (attack 7)", () => {
    // Overall over q2..q5, each half C0 and half C1, but q5 has C0 only; C0 over q2..q5, C1 over q2..q4.
    const overall = fig(1, ...[2, 3, 4].flatMap((q) => [`q${q}:c0@1/2`, `q${q}:c1@1/2`]), 'q5:c0');
    const c0 = fig(1, 'q2:c0', 'q3:c0', 'q4:c0', 'q5:c0');
    const c1 = fig(1, 'q2:c1', 'q3:c1', 'q4:c1');
    expect(decide([], [c0, c1, overall], none).map((d) => d.released)).toEqual([true, true, false]);
    const even = fig(1, ...[2, 3, 4, 5].flatMap((q) => [`q${q}:c0@1/2`, `q${q}:c1@1/2`]));
    expect(decide([], [c0, fig(1, 'q2:c1', 'q3:c1', 'q4:c1', 'q5:c1'), even], none).map((d) => d.released)).toEqual([true, true, true]);
  });

  it("lets a figure the reader is shown anyway reveal its own members, and no one else (a manager's team)", () => {
    const benchmark = fig(1, 'q1:c0', 'q2:c0', 'q3:c0');
    const team = (q: number) => ({ ...fig(1, `q${q}:c0`), reveals: true });
    expect(decide([], [team(2), team(3), benchmark], none).map((d) => d.released)).toEqual([true, true, false]);
    expect(decide([benchmark], [team(2), team(3)], none).map((d) => d.released)).toEqual([true, false]);
  });

  it("protects anything about one ratee: two overall benchmarks that differ by one ratee give away that ratee's overall", () => {
    const ratee = (key: string) => key.slice(0, key.indexOf(':'));
    const overall = (...qs: number[]) => fig(1, ...qs.flatMap((q) => [`q${q}:c0@1/2`, `q${q}:c1@1/2`]));
    expect(decide([], [overall(2, 3, 4, 5), overall(2, 3, 4)], none, ratee).map((d) => d.released)).toEqual([true, false]);
    // Unknowns taken one by one, q5's two competency figures stay apart and neither is determined: not enough.
    expect(decide([], [overall(2, 3, 4, 5), overall(2, 3, 4)], none).map((d) => d.released)).toEqual([true, true]);
  });
});
