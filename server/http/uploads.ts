import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImportErrors } from '../../schemas/spreadsheet';
import type { EmployeeImportErrors } from '../../schemas/employee-import';
import { importLimits } from '../config';
import { HttpError } from '../http-errors';
import type { SheetCaps } from '../sheets/sheet-caps';

const MB = 1024 * 1024;

/** What an import's documentation says of its file beyond the columns: the limits, and its turn. */
export function uploadRules(fileBytes: number, caps: SheetCaps): string {
  const n = (value: number) => value.toLocaleString('en');
  return (
    `.csv UTF-8 or .xlsx, at most ${fileBytes / MB} MB and ${n(caps.rows)} rows (${n(caps.rowsRead)} read, blank ones included); ` +
    `an XLSX may hold ${n(caps.entries)} files, unpack to ${caps.unpackedBytes / MB} MB, and have ${n(caps.cells)} cells and ` +
    `${n(caps.sharedStrings)} shared strings. One import per company at a time (409 while one runs), ` +
    `${importLimits.atOnce} per server process (429 with Retry-After past that)`
  );
}

/** The 400 of an upload: the file as a whole, or every row's problems (the employee import adds the names its lists lack). */
export const refuseImport = (body: ImportErrors | EmployeeImportErrors) => new HttpError(400, 'Bad request', body);

/**
 * Lets the routes of one plugin take a multipart body with one file of at most `fileBytes`.
 * Registered per plugin (encapsulated), so no other route accepts multipart, and each
 * import keeps its own size limit.
 */
export async function acceptUploads(app: FastifyInstance, fileBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: fileBytes, files: 1, fields: 0, parts: 2, fieldNameSize: 100, headerPairs: 100 },
  });
}

/** The one uploaded file, whole; every way an upload can go wrong is a 400 at `file`. */
export async function uploadedFile(req: FastifyRequest, fileBytes: number): Promise<{ filename: string; data: Buffer }> {
  if (!req.isMultipart()) throw refuseImport({ file: ['Send the file as multipart/form-data, in a field named "file".'] });
  try {
    const part = await req.file();
    if (!part) throw refuseImport({ file: ['No file was sent.'] });
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuseImport({ file: [`The file is larger than ${fileBytes / MB} MB.`] });
    // Nothing else runs here but reading what the client sent: a body cut off or malformed is theirs to fix.
    req.log.info({ err }, 'unreadable upload');
    throw refuseImport({ file: ['The upload could not be read. Send one file in a field named "file".'] });
  }
}
