import type { FastifyInstance } from 'fastify';
import { IMPORT_LIMITS, LibraryResult } from '../../../schemas/competency-library';
import { ImportErrors } from '../../../schemas/spreadsheet';
import { libraryRows } from '../../library/library-rows';
import { readSheet } from '../../sheets/read-sheet';
import { LIBRARY_SHEET_CAPS } from '../../sheets/sheet-caps';
import { importGateFor } from '../../http/import-gate';
import { errorResponses } from '../../http/responses';
import { acceptUploads, refuseImport, uploadedFile, uploadRules } from '../../http/uploads';

/** CSV or XLSX in, the library merged in one transaction; any bad row and nothing changes. */
export async function libraryImportRoutes(app: FastifyInstance): Promise<void> {
  await acceptUploads(app, IMPORT_LIMITS.fileBytes);
  const imports = importGateFor(app.db);

  app.post(
    '/competency/library/import/',
    {
      bodyLimit: IMPORT_LIMITS.fileBytes + 64 * 1024,
      schema: {
        tags: ['competency library'],
        summary: 'Import a competency library from CSV or XLSX',
        description:
          `multipart/form-data with one file in the field "file" (${uploadRules(IMPORT_LIMITS.fileBytes, LIBRARY_SHEET_CAPS)}). ` +
          'Columns type, competency, definition, statement. ' +
          'Every row is checked first; any problem answers 400 with `rows: [{row, field, message}]` and imports nothing. ' +
          'Items that already exist are skipped.',
        consumes: ['multipart/form-data'],
        response: { 200: LibraryResult, 400: ImportErrors, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (req) => {
      // The turn comes before the upload is read: only the imports let in hold a file in memory.
      const done = await imports.enter(req.tenant.companyId ?? 0, 'competency library import');
      try {
        const { filename, data } = await uploadedFile(req, IMPORT_LIMITS.fileBytes);
        const sheet = await readSheet(filename, data, LIBRARY_SHEET_CAPS);
        if ('problem' in sheet) throw refuseImport({ file: [sheet.problem] });
        const checked = libraryRows(sheet.rows, sheet.more);
        if ('file' in checked) throw refuseImport({ file: [checked.file] });
        if ('errors' in checked) {
          const rows = new Set(checked.errors.map((e) => e.row)).size;
          throw refuseImport({ non_field_errors: [`${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`], rows: checked.errors });
        }
        return await req.tenant.competencyLibrary.load(checked.rows);
      } finally {
        await done();
      }
    },
  );
}
