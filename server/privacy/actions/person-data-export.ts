import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { ZipFile } from 'yazl';
import { FeedbackReport } from '../../../schemas/feedback';
import { PERSON_DATA_FILES, type PersonDataFile } from '../../../schemas/person-data';
import { recordAudit, type AuditActor } from '../../audit/record';
import { feedbackReportsRepository } from '../../feedback/actions/reports';
import { isRowId } from '../../db/sql';
import { PERSON_DATA_CONTENTS, README_INTRO, README_TITLE } from '../person-data-messages';
import { done, missing, type Outcome } from '../../http/outcome';
import { asciiSlug } from '../../sheets/feedback-report/ascii-slug';
import {
  answersGiven,
  asRatee,
  asRater,
  auditEntries,
  coachingAsCoach,
  coachingAsCoachee,
  developmentPlan,
  personOfEmployee,
  personOfUser,
  profile,
  type PersonKey,
} from '../queries/person-data';

export interface PersonDataZip {
  filename: string;
  stream: Readable;
}

/** README.txt of a person's ZIP: whose, when, and what each file holds. */
function readme(name: string, exportedAt: Date): string {
  const files = PERSON_DATA_FILES.map((file) => `${file}\n  ${PERSON_DATA_CONTENTS[file]}`);
  return [README_TITLE, '', `${name}, ${exportedAt.toISOString()}`, '', README_INTRO, '', ...files, ''].join('\n');
}

/** Who asked: HR for an employee (a request handled for them), or the person for themselves. */
export type Requester = { by: 'hr'; employeeId: number } | { by: 'self'; userId: number };

/**
 * The reports released to them, exactly as they read them in My feedback (the disclosure auditor's decisions for them): HR's
 * view would show figures decided for HR, and a ratee must never learn more through their export than by reading.
 */
async function reportsOf(services: FastifyInstance, companyId: number, userId: number) {
  const now = services.now();
  const feedback = feedbackReportsRepository(services.db, companyId);
  const released = await feedback.myReports(userId, now);
  const reports = [];
  for (const r of released) {
    const report = await feedback.myReport(userId, r.survey.id, now);
    // Cut to the API's contract, as My feedback sends it: the fields the report is built with but does not show stay out.
    reports.push({ released_at: r.released_at, report: report && Value.Clean(FeedbackReport, structuredClone(report)) });
  }
  return reports;
}

async function contentsOf(services: FastifyInstance, companyId: number, person: PersonKey): Promise<Record<PersonDataFile, unknown>> {
  const { db } = services;
  const employee = person.employee_id;
  const of = <T>(read: (id: number) => Promise<T[]>) => (employee === null ? Promise.resolve([] as T[]) : read(employee));
  return {
    'profile.json': await profile(db, companyId, person.user_id),
    'assignments.json': { as_ratee: await of((id) => asRatee(db, companyId, id)), as_rater: await of((id) => asRater(db, companyId, id)) },
    'answers.json': await of((id) => answersGiven(db, companyId, id)),
    'reports.json': await reportsOf(services, companyId, person.user_id),
    'development.json': await of((id) => developmentPlan(db, companyId, id)),
    'coaching.json': {
      as_coachee: await of((id) => coachingAsCoachee(db, companyId, id)),
      as_coach: await of((id) => coachingAsCoach(db, companyId, id)),
    },
    'audit-log.json': await auditEntries(db, companyId, person.user_id, employee),
  };
}

/**
 * Everything the product holds about a person as a ZIP of JSON files with a README, streamed as it is packed. Read
 * first, then the export is audit-logged (a copy of a person's data leaves the product), then packed.
 */
export async function exportPersonData(services: FastifyInstance, companyId: number, requester: Requester, actor: AuditActor): Promise<Outcome<PersonDataZip>> {
  if (requester.by === 'hr' && !isRowId(requester.employeeId)) return missing();
  const person =
    requester.by === 'hr' ? await personOfEmployee(services.db, companyId, requester.employeeId) : await personOfUser(services.db, companyId, requester.userId);
  if (!person) return missing();
  const exportedAt = services.now();
  const contents = await contentsOf(services, companyId, person);
  await recordAudit(services.db, actor, {
    action: requester.by === 'hr' ? 'person.export' : 'person.export.self',
    entity: person.employee_id === null ? 'user' : 'employee',
    entityId: person.employee_id ?? person.user_id,
  });
  const zip = new ZipFile();
  const mtime = exportedAt;
  zip.addBuffer(Buffer.from(readme(person.name, exportedAt)), 'README.txt', { mtime });
  for (const [file, value] of Object.entries(contents)) zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), file, { mtime });
  zip.end();
  const day = exportedAt.toISOString().slice(0, 10);
  return done({ filename: `personal-data-${asciiSlug(person.name, `person-${person.user_id}`)}-${day}.zip`, stream: Readable.from(zip.outputStream) });
}
