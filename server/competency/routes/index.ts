import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Competency, CompetencyRow, CompetencyType, CompetencyTypeRow, Statement, StatementRow } from '../../../schemas/competency';
import { LibraryAction, LibraryActionRow } from '../../../schemas/development-library';
import { mayReadCompanyLists, mayWriteCompanyLists } from '../../http/company-access';
import { resourceRoutes, type ResourceRoutesOptions } from '../../master/routes/resource-routes';
import { routeGroups } from '../../http/route-groups';
import { libraryExportRoutes } from './library-export';
import { libraryImportRoutes } from './library-import';
import { starterLibraryRoutes } from './starter-library';
import { translationsExportRoutes, translationsImportRoutes } from './translations';

/** The library as a whole: written with the `master` permission, read by the areas that pick from it. */
const libraryRoutes = routeGroups([
  { guards: [mayWriteCompanyLists], routes: [starterLibraryRoutes] },
  { guards: [mayReadCompanyLists], routes: [libraryExportRoutes] },
  { guards: [mayWriteCompanyLists], routes: [libraryImportRoutes] },
  { guards: [mayReadCompanyLists], routes: [translationsExportRoutes] },
  { guards: [mayWriteCompanyLists], routes: [translationsImportRoutes] },
]);

/** The competency model: types, competencies, statements, and the library as a whole. */
export async function competencyRoutes(app: FastifyInstance): Promise<void> {
  const common = {
    tags: ['competency library'],
    readGuards: [mayReadCompanyLists],
    writeGuards: [mayWriteCompanyLists],
  } satisfies Partial<ResourceRoutesOptions<TSchema, TSchema>>;

  await resourceRoutes(app, {
    ...common,
    path: '/competency/type',
    label: 'Competency type',
    auditEntity: 'master_item',
    body: CompetencyType,
    row: CompetencyTypeRow,
    orderings: ['name'],
    textFields: ['name'],
    duplicate: (body) => ({ name: [`Competency type "${body.name.trim()}" already exists.`] }),
    inUseHint: 'Move or remove what uses it first, or archive it to stop offering it.',
    repo: (req: FastifyRequest) => req.tenant.competencyTypes,
  });

  await resourceRoutes(app, {
    ...common,
    path: '/competency/list',
    label: 'Competency',
    auditEntity: 'competency',
    body: Competency,
    row: CompetencyRow,
    orderings: ['title', 'type', 'defination'],
    textFields: ['title', 'defination'],
    duplicate: () => ({ title: ['A competency with this title, type and definition already exists.'] }),
    inUseHint: 'Archive it to stop offering it: it stays in those surveys.',
    repo: (req: FastifyRequest) => req.tenant.competencies,
  });

  await resourceRoutes(app, {
    ...common,
    path: '/competency/statements',
    label: 'Statement',
    auditEntity: 'statement',
    body: Statement,
    row: StatementRow,
    orderings: ['statement', 'type', 'competency_title'],
    textFields: ['statement'],
    duplicate: () => ({ statement: ['This competency already has this statement.'] }),
    inUseHint: 'Its answers would lose their meaning, so it stays in the library: archive it to stop offering it.',
    repo: (req: FastifyRequest) => req.tenant.statements,
  });

  await resourceRoutes(app, {
    ...common,
    path: '/competency/development-actions',
    label: 'Development action',
    auditEntity: 'library_action',
    body: LibraryAction,
    row: LibraryActionRow,
    orderings: ['title', 'competency', 'level'],
    textFields: ['title'],
    duplicate: () => ({ title: ['This competency already has an action with this title.'] }),
    inUseHint: 'What followed it is the evidence behind the suggestions: archive it to stop offering it.',
    repo: (req: FastifyRequest) => req.tenant.developmentLibrary,
  });

  await app.register(libraryRoutes);
}
