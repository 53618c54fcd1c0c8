import type { LibraryRow } from '../../schemas/competency-library';
import { core, leadership } from './starter-core-leadership';
import { functional, interpersonal } from './starter-functional-interpersonal';
import { personalEffectiveness } from './starter-personal';

/** The starter competency library: five types, twenty competencies, their behavioural statements. */
export const STARTER_LIBRARY = [core, leadership, functional, interpersonal, personalEffectiveness];

/** The same as the flat rows an import reads, so loading it follows one path. */
export function starterLibraryRows(): LibraryRow[] {
  return STARTER_LIBRARY.flatMap((type) =>
    type.competencies.flatMap((c) => c.statements.map((statement) => ({ type: type.name, competency: c.title, definition: c.definition, statement }))),
  );
}
