/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same demo company,
 * names, trees and answers on every run and every machine.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  between(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Normal with the given mean and standard deviation (Box–Muller). */
  normal(mean: number, sd: number): number;
  shuffle<T>(items: readonly T[]): T[];
  /** `n` distinct items, in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[];
  /** A URL-safe token of `length` characters (submit keys). */
  token(length: number): string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    normal(mean, sd) {
      const u = 1 - next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    sample: (items, n) => random.shuffle(items).slice(0, n),
    token: (length) => Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join(''),
  };
  return random;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
