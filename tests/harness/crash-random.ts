import { seededRandom as demoRandom, type Random as DemoRandom } from '../../server/cli/demo/random';

/**
 * The demo seed's generator (mulberry32), so that a failing crash campaign can be run again
 * with the same choices: the seed is printed, and CRASH_SEED replays it.
 */
export interface Random extends DemoRandom {
  /** A generator of its own for one part of the run (one writer, one round), independent of how far this one got. */
  fork(label: string): Random;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function seededRandom(seed: number): Random {
  return { ...demoRandom(seed), fork: (label) => seededRandom(hash(`${seed}:${label}`)) };
}

/** CRASH_SEED when set (to replay a run), otherwise a fresh one. */
export const campaignSeed = (): number => (process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : Math.floor(Math.random() * 2 ** 31));
