import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { useOnEnter } from '../../lib/use-on-enter';
import { useRequest } from '../../lib/use-request';
import {
  liveTranslationsExport,
  liveTranslationsImport,
  translationsExportMachine,
  translationsImportMachine,
  translationsResultText,
} from './translation-flows';

export interface TranslationFlows {
  export?: typeof translationsExportMachine;
  import?: typeof translationsImportMachine;
  importSnapshot?: SnapshotFrom<typeof translationsImportMachine>;
}

/** The translators' sheet out and back, each its own request flow; `onImported` closes the dialog and refetches. */
export function useTranslationsSheet(flows: TranslationFlows, onImported: () => void) {
  const exported = useRequest(flows.export ?? liveTranslationsExport);
  const imported = useRequest(flows.import ?? liveTranslationsImport, flows.importSnapshot);
  const toast = useToast();
  const { t } = useTranslation('master');

  useOnEnter(exported.status, 'success', () => toast({ title: t('translations.exportReady'), description: exported.output }));
  useOnEnter(imported.status, 'success', () => {
    toast({ title: t('translations.importFinished'), description: imported.output ? translationsResultText(imported.output) : undefined });
    imported.reset();
    onImported();
  });

  // A failed upload shows in its dialog; a failed download above the list until dismissed.
  const failure = exported.status === 'failure' ? exported : null;
  return { exported, imported, failure };
}
