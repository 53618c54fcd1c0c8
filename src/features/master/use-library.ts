import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { useOnEnter } from '../../lib/use-on-enter';
import { useRequest } from '../../lib/use-request';
import {
  libraryExportMachine,
  libraryImportMachine,
  libraryResultText,
  liveLibraryExport,
  liveLibraryImport,
  liveStarterLibrary,
  starterLibraryMachine,
} from './library-flows';

export interface LibraryFlows {
  starter?: typeof starterLibraryMachine;
  starterSnapshot?: SnapshotFrom<typeof starterLibraryMachine>;
  import?: typeof libraryImportMachine;
  importSnapshot?: SnapshotFrom<typeof libraryImportMachine>;
  export?: typeof libraryExportMachine;
}

/** The starter library, import and export, each its own request flow; `onChanged` refetches the lists. */
export function useLibrary(flows: LibraryFlows, onChanged: () => void, onImported: () => void) {
  const starter = useRequest(flows.starter ?? liveStarterLibrary, flows.starterSnapshot);
  const imported = useRequest(flows.import ?? liveLibraryImport, flows.importSnapshot);
  const exported = useRequest(flows.export ?? liveLibraryExport);
  const toast = useToast();
  const { t } = useTranslation('master');

  useOnEnter(starter.status, 'success', () => {
    toast({ title: t('library.starterLoaded'), description: starter.output ? libraryResultText(starter.output) : undefined });
    onChanged();
  });
  useOnEnter(imported.status, 'success', () => {
    toast({ title: t('library.importFinished'), description: imported.output ? libraryResultText(imported.output) : undefined });
    imported.reset();
    onImported();
    onChanged();
  });
  useOnEnter(exported.status, 'success', () => toast({ title: t('library.exportReady'), description: `competency-library.${exported.input}` }));

  const busy = starter.busy || exported.busy;
  // Failures of the starter set and the export show above the list until dismissed.
  const failure = starter.status === 'failure' ? starter : exported.status === 'failure' ? exported : null;
  return { starter, imported, exported, busy, failure };
}
