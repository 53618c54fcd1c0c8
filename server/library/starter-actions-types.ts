import type { ProficiencyLevel } from '../../schemas/survey';

/** A starter development action: concrete, doable in a few weeks, at one proficiency level or any (null). */
export interface StarterAction {
  title: string;
  level: ProficiencyLevel | null;
  description: string;
}
