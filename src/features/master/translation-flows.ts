import { fromPromise } from 'xstate';
import { createRequestMachine } from '../../../machines/request.machine';
import type { TranslationsResult } from '../../../schemas/content-translations';
import { i18n } from '../../i18n';
import { saveBlob } from '../../lib/save-blob';
import { masterApi } from './master-api';

/** The name the server gives the sheet, should its Content-Disposition not reach the browser. */
export const TRANSLATIONS_FILE = 'competency-translations.xlsx';

// The translators' sheet (issue 42): out to the translators, back with their texts.
export const translationsExportMachine = createRequestMachine<void, string>('translationsExport');
export const translationsImportMachine = createRequestMachine<File, TranslationsResult>('translationsImport');

/** Fetched with the JWT, then handed to the browser as a download; answers the file's name. */
export const liveTranslationsExport = translationsExportMachine.provide({
  actors: {
    request: fromPromise(async ({ signal }) => {
      const { blob, filename = TRANSLATIONS_FILE } = await masterApi.exportTranslations({ signal });
      saveBlob(blob, filename);
      return filename;
    }),
  },
});

export const liveTranslationsImport = translationsImportMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => masterApi.importTranslations(input, { signal })) },
});

/** "12 texts changed (240 rows read)." */
export function translationsResultText(result: TranslationsResult): string {
  if (result.changed === 0) return i18n.t('master:translations.nothingChanged', { count: result.rows });
  return i18n.t('master:translations.changed', { count: result.changed, rows: i18n.t('master:translations.rows', { count: result.rows }) });
}
