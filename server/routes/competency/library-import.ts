import type { FastifyInstance } from 'fastify';
import { IMPORT_LIMITS, ImportErrors, LibraryResult } from '../../../schemas/competency-library';
import { libraryRows } from '../../library/library-rows';
import { readSheet } from '../../library/read-sheet';
import { mayWriteCompanyLists } from '../company-access';
import { errorResponses, signedIn } from '../responses';
import { acceptUploads, refuseImport, uploadedFile } from '../uploads';

const MB = 1024 * 1024;

/** CSV or XLSX in, the library merged in one transaction; any bad row and nothing changes. */
export async function libraryImportRoutes(app: FastifyInstance): Promise<void> {
  await acceptUploads(app, IMPORT_LIMITS.fileBytes);

  app.post('/competency/library/import/', {
    onRequest: [app.authenticate, mayWriteCompanyLists],
    bodyLimit: IMPORT_LIMITS.fileBytes + 64 * 1024,
    schema: {
      tags: ['competency library'], security: signedIn,
      summary: 'Import a competency library from CSV or XLSX',
      description: `multipart/form-data with one file in the field "file" (.csv UTF-8 or .xlsx, at most ${IMPORT_LIMITS.fileBytes / MB} MB, `
        + `${IMPORT_LIMITS.rows} rows, unpacking to ${IMPORT_LIMITS.unpackedBytes / MB} MB). Columns type, competency, definition, statement. `
        + 'Every row is checked first; any problem answers 400 with `rows: [{row, field, message}]` and imports nothing. '
        + 'Items that already exist are skipped.',
      consumes: ['multipart/form-data'],
      response: { 200: LibraryResult, 400: ImportErrors, ...errorResponses(401, 403) },
    },
  }, async (req) => {
    const { filename, data } = await uploadedFile(req, IMPORT_LIMITS.fileBytes);
    const sheet = await readSheet(filename, data, IMPORT_LIMITS);
    if ('problem' in sheet) throw refuseImport({ file: [sheet.problem] });
    const checked = libraryRows(sheet.rows, sheet.more);
    if ('file' in checked) throw refuseImport({ file: [checked.file] });
    if ('errors' in checked) {
      const rows = new Set(checked.errors.map((e) => e.row)).size;
      throw refuseImport({ non_field_errors: [`${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`], rows: checked.errors });
    }
    return req.tenant.competencyLibrary.load(checked.rows);
  });
}
