import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { MailFailure } from '../../../schemas/mail-failures';
import type { Db } from '../../db/db-type';
import { outbox, surveys } from '../../db/schema';
import { isRowId } from '../../db/sql';

/** Enough for any page: a survey with more failures has a mail server problem, not a list to read. */
const LIMIT = 500;

/** The mails of a company's surveys that have not gone out (the outbox worker keeps retrying some). */
export function surveyMailFailuresRepository(db: Db, companyId: number) {
  return {
    /** Failed for good or waiting for their next attempt, newest first; null when the survey is not this company's. */
    async list(surveyId: number): Promise<MailFailure[] | null> {
      if (!isRowId(surveyId)) return null;
      const [owned] = await db
        .select({ id: surveys.id })
        .from(surveys)
        .where(and(eq(surveys.companyId, companyId), eq(surveys.id, surveyId)));
      if (!owned) return null;
      const rows = await db
        .select({
          id: outbox.id,
          to: outbox.to,
          subject: outbox.subject,
          attempts: outbox.attempts,
          error: outbox.error,
          nextAttemptAt: outbox.nextAttemptAt,
          failedAt: outbox.failedAt,
        })
        .from(outbox)
        .where(
          and(eq(outbox.companyId, companyId), eq(outbox.surveyId, surveyId), isNull(outbox.sentAt), or(isNotNull(outbox.failedAt), isNotNull(outbox.error))),
        )
        .orderBy(desc(outbox.id))
        .limit(LIMIT);
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        attempts: r.attempts,
        error: r.error,
        next_attempt_at: r.failedAt ? null : r.nextAttemptAt.toISOString(),
        failed_at: r.failedAt ? r.failedAt.toISOString() : null,
      }));
    },
  };
}

export type SurveyMailFailuresRepository = ReturnType<typeof surveyMailFailuresRepository>;
