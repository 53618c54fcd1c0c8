import type { FastifyInstance } from 'fastify';
import { TRANSLATED_LANGUAGES, TRANSLATION_COLUMNS, TRANSLATION_IMPORT_LIMITS, TranslationsResult } from '../../../schemas/content-translations';
import { ImportErrors } from '../../../schemas/spreadsheet';
import { translationRows } from '../../library/translation-rows';
import { readSheet } from '../../sheets/read-sheet';
import { TRANSLATION_SHEET_CAPS } from '../../sheets/sheet-caps';
import { translationsXlsx } from '../../sheets/translations-sheet';
import { importGateFor } from '../../http/import-gate';
import { errorResponses, fileContentType, fileResponse } from '../../http/responses';
import { acceptUploads, refuseImport, uploadedFile, uploadRules } from '../../http/uploads';

const tags = ['competency library'];
const COLUMNS = `Columns ${TRANSLATION_COLUMNS.join(', ')}: one row per text (kind type, competency, definition or statement; the id of its row)`;

/** The translators' sheet out: every text of the library with its English source and its translations. */
export async function translationsExportRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/competency/translations/export/',
    {
      schema: {
        tags,
        summary: 'Export the competency library for translators, as XLSX',
        description: `${COLUMNS}, an empty cell where a text is not translated yet. Cells a spreadsheet would run as a formula start with an apostrophe.`,
        response: { 200: fileResponse('The library as one row per text, with a column per language', ['xlsx']), ...errorResponses(401, 403) },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', fileContentType('xlsx'))
        .header('content-disposition', 'attachment; filename="competency-translations.xlsx"')
        .send(await translationsXlsx(await req.tenant.contentTranslations.texts())),
  );
}

/** The translators' sheet back: every translation it holds, in one transaction; any bad row and nothing changes. */
export async function translationsImportRoutes(app: FastifyInstance): Promise<void> {
  await acceptUploads(app, TRANSLATION_IMPORT_LIMITS.fileBytes);
  const imports = importGateFor(app.db);

  app.post(
    '/competency/translations/import/',
    {
      bodyLimit: TRANSLATION_IMPORT_LIMITS.fileBytes + 64 * 1024,
      schema: {
        tags,
        summary: 'Import translations of the competency library from the translators’ sheet (XLSX or CSV)',
        description:
          `multipart/form-data with one file in the field "file" (${uploadRules(TRANSLATION_IMPORT_LIMITS.fileBytes, TRANSLATION_SHEET_CAPS)}). ` +
          `${COLUMNS}. Any of the languages ${TRANSLATED_LANGUAGES.join(', ')} may be left out: its translations stay as they are; in a ` +
          'column given, an empty cell removes that translation. The English column is the source, for the translator: it is not imported. ' +
          'Every row is checked first (a kind and id of your library, each once; each text by the rules of the field it translates); any ' +
          'problem answers 400 with `rows: [{row, field, message}]` and changes nothing.',
        consumes: ['multipart/form-data'],
        response: { 200: TranslationsResult, 400: ImportErrors, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (req) => {
      // The turn comes before the upload is read: only the imports let in hold a file in memory.
      const done = await imports.enter(req.tenant.companyId ?? 0, 'translations import');
      try {
        const { filename, data } = await uploadedFile(req, TRANSLATION_IMPORT_LIMITS.fileBytes);
        const sheet = await readSheet(filename, data, TRANSLATION_SHEET_CAPS);
        if ('problem' in sheet) throw refuseImport({ file: [sheet.problem] });
        const checked = translationRows(sheet.rows, sheet.more);
        if ('file' in checked) throw refuseImport({ file: [checked.file] });
        const applied = 'errors' in checked ? checked : await req.tenant.contentTranslations.apply(checked.rows, checked.languages);
        if ('errors' in applied) {
          const rows = new Set(applied.errors.map((e) => e.row)).size;
          throw refuseImport({ non_field_errors: [`${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`], rows: applied.errors });
        }
        return applied;
      } finally {
        await done();
      }
    },
  );
}
