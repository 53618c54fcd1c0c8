import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_LIMITS, ImportErrors, LibraryResult } from '../../../schemas/competency-library';
import { HttpError } from '../../http-errors';
import { libraryRows } from '../../library/library-rows';
import { readSheet } from '../../library/read-sheet';
import { mayWriteCompanyLists } from '../company-access';
import { errorResponses, signedIn } from '../responses';

const MB = 1024 * 1024;
const refuse = (body: ImportErrors) => new HttpError(400, 'Bad request', body);

/** The one uploaded file, whole; every way an upload can go wrong is a 400 at `file`. */
async function uploadedFile(req: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  if (!req.isMultipart()) throw refuse({ file: ['Send the file as multipart/form-data, in a field named "file".'] });
  try {
    const part = await req.file();
    if (!part) throw refuse({ file: ['No file was sent.'] });
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse({ file: [`The file is larger than ${IMPORT_LIMITS.fileBytes / MB} MB.`] });
    if (code?.startsWith('FST_')) throw refuse({ file: ['The upload could not be read. Send one file in a field named "file".'] });
    throw err;
  }
}

/** CSV or XLSX in, the library merged in one transaction; any bad row and nothing changes. */
export async function libraryImportRoutes(app: FastifyInstance): Promise<void> {
  // Here only: no other route takes multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 0, parts: 2, fieldNameSize: 100, headerPairs: 100 },
  });

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
    const { filename, data } = await uploadedFile(req);
    const sheet = await readSheet(filename, data);
    if ('problem' in sheet) throw refuse({ file: [sheet.problem] });
    const checked = libraryRows(sheet.rows);
    if ('file' in checked) throw refuse({ file: [checked.file] });
    if ('errors' in checked) {
      const rows = new Set(checked.errors.map((e) => e.row)).size;
      throw refuse({ non_field_errors: [`${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`], rows: checked.errors });
    }
    return req.tenant.competencyLibrary.load(checked.rows);
  });
}
