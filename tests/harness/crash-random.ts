/**
 * A seeded generator (mulberry32), so that a failing crash campaign can be run again with
 * the same choices: the seed is printed, and CRASH_SEED replays it.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (a partial Fisher–Yates shuffle). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A generator of its own for one part of the run (one writer, one round), independent of how far this one got. */
  fork(label: string): Random;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next, int,
    pick: (items) => items[int(0, items.length - 1)]!,
    sample: (items, count) => {
      const copy = [...items];
      for (let i = 0; i < Math.min(count, copy.length); i += 1) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
    fork: (label) => seededRandom(hash(`${seed}:${label}`)),
  };
}

/** CRASH_SEED when set (to replay a run), otherwise a fresh one. */
export const campaignSeed = (): number =>
  process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : Math.floor(Math.random() * 2 ** 31);
