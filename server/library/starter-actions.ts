import { normalised } from '../../schemas/competency';
import { coreLeadershipActions } from './starter-actions-core-leadership';
import { functionalPersonalActions } from './starter-actions-functional-personal';
import type { StarterAction } from './starter-actions-types';

/** The starter development actions, two or three per competency of the starter library, by competency title. */
export const STARTER_ACTIONS: Readonly<Record<string, StarterAction[]>> = { ...coreLeadershipActions, ...functionalPersonalActions };

const byTitle = new Map(Object.entries(STARTER_ACTIONS).map(([title, actions]) => [normalised(title), actions]));

/** The starter actions of a competency, matched by its title (trimmed, any case); none for a title the library does not have. */
export const starterActionsOf = (competencyTitle: string): StarterAction[] => byTitle.get(normalised(competencyTitle)) ?? [];
