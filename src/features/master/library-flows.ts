import { fromPromise } from 'xstate';
import { createRequestMachine } from '../../../machines/request.machine';
import type { LibraryResult } from '../../../schemas/competency-library';
import { i18n } from '../../i18n';
import { saveBlob } from '../../lib/save-blob';
import { masterApi } from './master-api';

export type ExportFormat = 'csv' | 'xlsx';

// The competency library as a whole: the starter set, an import, an export.
export const starterLibraryMachine = createRequestMachine<void, LibraryResult>('starterLibrary');
export const libraryImportMachine = createRequestMachine<File, LibraryResult>('libraryImport');
export const libraryExportMachine = createRequestMachine<ExportFormat, void>('libraryExport');

export const liveStarterLibrary = starterLibraryMachine.provide({
  actors: { request: fromPromise(({ signal }) => masterApi.starterLibrary({ signal })) },
});

export const liveLibraryImport = libraryImportMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => masterApi.importLibrary(input, { signal })),
  },
});

/** Fetched with the JWT, then handed to the browser as a download. */
export const liveLibraryExport = libraryExportMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }) => {
      const { blob, filename } = await masterApi.exportLibrary(input, { signal });
      saveBlob(blob, filename ?? `competency-library.${input}`);
    }),
  },
});

/** "Added 5 types, 20 competencies and 78 statements." */
export function libraryResultText(result: LibraryResult): string {
  const added = result.types_added + result.competencies_added + result.statements_added;
  if (added === 0) return i18n.t('master:library.nothingAdded');
  return i18n.t('master:library.added', {
    types: i18n.t('master:library.types', { count: result.types_added }),
    competencies: i18n.t('master:library.competencies', { count: result.competencies_added }),
    statements: i18n.t('master:library.statements', { count: result.statements_added }),
  });
}
