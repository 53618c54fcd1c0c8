import { STARTER_LIBRARY } from '../../library/starter-library';
import type { DemoPerson } from './org';
import { clamp, type Random } from './random';

/*
 * How good each person "really" is, competency by competency, and how they rate: the
 * answers are drawn around these. A few are strong everywhere (succession alerts), a few
 * weak (development alerts); most rate themselves a little above what others see, and each
 * has a competency or two they over- or under-rate by a point or more (blind spots, hidden
 * strengths).
 */

export type Kind = 'strong' | 'weak' | 'typical';

export interface Profile {
  kind: Kind;
  /** The true level of each starter competency, on the 0–4 answer scale, by title. */
  level: Map<string, number>;
  /** What the person adds when rating themselves, by competency title. */
  selfBias: Map<string, number>;
  /** How generous the person is when rating others. */
  leniency: number;
}

const TITLES = STARTER_LIBRARY.flatMap((t) => t.competencies.map((c) => c.title));

function profile(random: Random): Profile {
  const roll = random.next();
  const kind: Kind = roll < 0.07 ? 'strong' : roll < 0.14 ? 'weak' : 'typical';
  const ability = kind === 'strong' ? random.between(3.35, 3.65) : kind === 'weak' ? random.between(1.2, 1.7) : clamp(random.normal(2.55, 0.35), 1.8, 3.2);
  const selfMean = random.normal(kind === 'weak' ? 0.55 : kind === 'strong' ? 0.05 : 0.3, 0.2);
  const level = new Map<string, number>();
  const selfBias = new Map<string, number>();
  for (const title of TITLES) {
    level.set(title, clamp(ability + random.normal(0, kind === 'typical' ? 0.4 : 0.2), 0.3, 3.9));
    const skew = random.chance(0.14) ? random.between(1.1, 1.6) : random.chance(0.08) ? -random.between(1.1, 1.6) : 0;
    selfBias.set(title, selfMean + skew);
  }
  return { kind, level, selfBias, leniency: random.normal(0, 0.15) };
}

export const profilesFor = (people: DemoPerson[], random: Random): Profile[] => people.map(() => profile(random));

/** The competencies a person is weakest in, of those given: where a development plan starts. */
export const weakestOf = (p: Profile, titles: string[], n: number): string[] => [...titles].sort((a, b) => p.level.get(a)! - p.level.get(b)!).slice(0, n);
