import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EmployeeImportErrors, MAX_CREATED_ITEMS } from '../../../schemas/employee-import';
import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_LIMITS, EmployeeImportQuery, EmployeeImportResult } from '../../../schemas/employee';
import { actorOf } from '../../audit/record';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { readSheet } from '../../sheets/read-sheet';
import { EMPLOYEE_SHEET_CAPS } from '../../sheets/sheet-caps';
import { checkImport, type PassedImport } from '../rules/import/check-import';
import { MAX_LISTED } from '../rules/import/row-errors';
import { importGateFor } from '../../http/import-gate';
import { undoLeftoversOnStart } from './import-leftovers';
import { forbidden } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { acceptUploads, refuseImport, uploadedFile, uploadRules } from '../../http/uploads';

const { fileBytes } = EMPLOYEE_IMPORT_LIMITS;
/**
 * The socket says nothing while 100,000 rows are checked and written, and the server drops a
 * connection idle for a minute (connectionTimeout): without this, a slow import would
 * commit and its answer be lost.
 */
const QUIET_SOCKET_MS = 10 * 60_000;

/**
 * A refused write, undone already (the repository's insert). A unique index refused a row
 * the checks left to it: the rows that clash are named. Otherwise the write lost a race
 * (a designation deleted, or a clash gone by now): sending the file again reports the row.
 */
async function refusedWrite(err: unknown, checked: PassedImport): Promise<never> {
  if (isUniqueViolation(err)) {
    const clashes = await checked.clashes();
    if (clashes) throw refuseImport(clashes);
  }
  if (isUniqueViolation(err) || isForeignKeyViolation(err)) {
    throw refuseImport({
      non_field_errors: ['The workforce changed while the file was imported; nothing was imported. Send the file again to see which rows clash.'],
    });
  }
  throw err;
}

const NO_MASTER = 'Creating designations, departments and groups needs the Master data permission: ask an admin to add them, or import without creating them.';

/** POST /api/user-import/: every row or none, then the welcome mails. */
export async function userImportRoutes(app: FastifyInstance): Promise<void> {
  await acceptUploads(app, fileBytes);
  const imports = importGateFor(app.db);
  undoLeftoversOnStart(app, imports);

  app.post(
    '/api/user-import/',
    {
      bodyLimit: fileBytes + 64 * 1024,
      schema: {
        tags: ['workforce'],
        summary: 'Import employees from CSV or XLSX',
        description:
          `multipart/form-data with one file in the field "file" (${uploadRules(fileBytes, EMPLOYEE_SHEET_CAPS)}). ` +
          `Columns ${EMPLOYEE_IMPORT_COLUMNS.join(', ')}, ` +
          'in any order; designation, department and group by name, the manager by employee code. Every row is checked first; ' +
          `any problem answers 400 with \`rows: [{row, field, message}]\` (at most ${MAX_LISTED.toLocaleString('en')} listed) and imports nothing. ` +
          'A designation, department or group the company lacks is listed once, however many rows name it, in `missing: [{list, name, rows, row_count}]`; ' +
          `with \`?create_missing=true\` (the master permission) the import creates them (at most ${MAX_CREATED_ITEMS.toLocaleString('en')}) with the employees, all or none. ` +
          'Otherwise every employee is created, all or none (in slices of short transactions, undone on any failure); with `?send_invitation=true` each is mailed a link to set a password, ' +
          'else nobody is mailed until HR invites them (POST /api/user/invite/).',
        consumes: ['multipart/form-data'],
        querystring: EmployeeImportQuery,
        response: { 200: EmployeeImportResult, 400: EmployeeImportErrors, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (req: FastifyRequest<{ Querystring: EmployeeImportQuery }>) => {
      const invite = req.query.send_invitation === true;
      const createMissing = req.query.create_missing === true;
      // Creating list items is Master data's to allow, as its own dialogs are; said before any upload is read.
      if (createMissing && !req.user.permissions.master) throw forbidden(NO_MASTER);
      // An injected request (tests) has a socket-like object without timers.
      if (typeof req.raw.socket?.setTimeout === 'function') req.raw.socket.setTimeout(QUIET_SOCKET_MS);
      // The turn comes before the upload is read: only the imports let in hold a file in memory.
      const done = await imports.enter(req.tenant.companyId ?? 0, 'employee import');
      let imported: number;
      let created: number;
      try {
        const { filename, data } = await uploadedFile(req, fileBytes);
        const sheet = await readSheet(filename, data, EMPLOYEE_SHEET_CAPS);
        if ('problem' in sheet) throw refuseImport({ file: [sheet.problem] });
        const checked = await checkImport(sheet, req.tenant.employeeImport, { createMissing });
        if ('file' in checked) throw refuseImport({ file: [checked.file] });
        if ('errors' in checked) throw refuseImport(checked.errors);
        created = checked.created.length;
        imported = await req.tenant.employeeImport
          .insert(checked.rows, invite, actorOf(req), checked.created)
          .catch((err: unknown) => refusedWrite(err, checked));
      } finally {
        await done();
      }
      // Committed: the mails go out in the background, after this answer.
      if (invite) app.invitations.dispatch();
      return { imported, invited: invite ? imported : 0, ...(created ? { created } : {}) };
    },
  );
}
