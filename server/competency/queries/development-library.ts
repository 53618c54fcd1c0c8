import type { LibraryAction, LibraryActionRow } from '../../../schemas/development-library';
import type { Db } from '../../db/db-type';
import { competencies, developmentLibraryActions as actions } from '../../db/schema';
import type { StarterAction } from '../../library/starter-actions-types';
import { childListRepository, isCompanyRow } from '../../master/queries/child-list';
import { invalidChoice } from '../../master/queries/refusals';
import { usageOf } from '../../master/queries/usage';

/** Adds each competency's starter actions (a title the competency already has is skipped); answers how many were added. */
export async function addStarterActions(db: Db, companyId: number, found: Array<{ id: number; actions: StarterAction[] }>): Promise<number> {
  const values = found.flatMap((c) => c.actions.map((a) => ({ companyId, competencyId: c.id, level: a.level, title: a.title, description: a.description })));
  if (values.length === 0) return 0;
  return (await db.insert(actions).values(values).onConflictDoNothing().returning({ id: actions.id })).length;
}

/**
 * A company's development action library (issue 40): `{id, competency, level, title, description}`, each under one
 * of its competencies. A list like the competencies: archived to stop offering it; deleting one a plan took is refused
 * (its outcomes are the evidence).
 */
export function developmentLibraryRepository(db: Db, companyId: number) {
  return childListRepository<LibraryAction, LibraryActionRow>(db, {
    table: actions,
    companyId,
    row: {
      competency: actions.competencyId,
      level: actions.level,
      title: actions.title,
      description: actions.description,
    },
    search: [actions.title, actions.description],
    sortable: { title: actions.title, competency: actions.competencyId, level: actions.level },
    values: (input) => ({
      competencyId: input.competency,
      level: input.level ?? null,
      title: input.title.trim(),
      description: input.description?.trim() ?? '',
    }),
    checkChoices: async (input) => ((await isCompanyRow(db, competencies, companyId, input.competency)) ? null : invalidChoice('competency')),
    uniqueIndex: 'development_library_actions_title_key',
    parentKey: { constraint: 'development_library_actions_competency_fk', field: 'competency' },
    usedBy: (id) => usageOf(db, 'library-action', companyId, id),
    removed: (found) => ({ title: found.title, competency_id: found.competency, level: found.level }),
    inUseKeys: { constraints: ['development_actions_library_action_fk'], usedBy: 'a development plan' },
  });
}

export type DevelopmentLibraryRepository = ReturnType<typeof developmentLibraryRepository>;
