import { and, eq } from 'drizzle-orm';
import type { AuditLogPage, RaterChangesQuery } from '../../schemas/audit-log';
import type { Db } from '../db/db-type';
import { surveys } from '../db/schema';
import { isRowId } from '../db/sql';
import { auditPage } from './queries';

/** Every action that changes who rates whom in a survey starts with this (raters added, removed, moved). */
const RATER_CHANGES = 'survey.raters';

/** A page of a survey's rater changes, newest first; null when the survey is not the company's. */
export async function surveyRaterChanges(db: Db, companyId: number, surveyId: number, q: RaterChangesQuery): Promise<AuditLogPage | null> {
  if (!isRowId(surveyId)) return null;
  const [owned] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.companyId, companyId), eq(surveys.id, surveyId)));
  if (!owned) return null;
  return auditPage(db, companyId, { ...q, survey: surveyId, action: RATER_CHANGES });
}
