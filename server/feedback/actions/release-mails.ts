import { and, eq, inArray } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { recipientLanguage } from '../../i18n/recipient-language';
import type { ReleasedReport } from '../../mail/report-messages';
import type { Db } from '../../db/db-type';
import { outbox } from '../../db/schema';
import { intArray, rowsOf } from '../../db/sql';
import type { OutgoingMail, StoredMail } from '../../mail/outbox';

export type ComposeRelease = (report: ReleasedReport) => OutgoingMail;

/**
 * The mails telling ratees their report is released, stored by the release's own
 * transaction. A report taken back and released again is not announced twice: a ratee whose
 * mail about this survey is already in the outbox gets none (outbox.survey_id marks it).
 */
export async function storeReleaseMails(tx: Db, companyId: number, surveyId: number, rateeIds: number[], compose: ComposeRelease): Promise<StoredMail[]> {
  if (rateeIds.length === 0) return [];
  const people = rowsOf<Omit<ReleasedReport, 'surveyId'>>(
    await tx.execute(sql`
    select u.email, u.first_name as "firstName", c.name as "companyName", s.title, ${recipientLanguage(sql`u.language`, sql`u.company_id`)} as language
    from employees e join users u on u.id = e.user_id join surveys s on s.id = ${surveyId} join companies c on c.id = s.company_id
    where e.company_id = ${companyId} and e.id = any(${intArray(rateeIds)}) order by e.id`),
  );
  const mails = people.map((p) => compose({ ...p, surveyId }));
  if (mails.length === 0) return [];
  const sent = await tx
    .select({ to: outbox.to, subject: outbox.subject })
    .from(outbox)
    .where(
      and(
        eq(outbox.companyId, companyId),
        eq(outbox.surveyId, surveyId),
        inArray(
          outbox.to,
          mails.map((m) => m.to),
        ),
      ),
    );
  const fresh = mails.filter((m) => !sent.some((s) => s.to === m.to && s.subject === m.subject));
  if (fresh.length === 0) return [];
  const rows = await tx
    .insert(outbox)
    .values(fresh.map(({ to, subject, text, html }) => ({ to, subject, text, html, companyId, surveyId })))
    .returning({ id: outbox.id });
  return fresh.map((mail, i) => ({ ...mail, id: rows[i]!.id }));
}
