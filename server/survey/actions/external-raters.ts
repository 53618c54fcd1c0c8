import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../schemas/errors';
import type { ExternalRater, ExternalRaterInput } from '../../../schemas/external-rater';
import type { Language } from '../../../schemas/language';
import type { SurveyStatus } from '../../../schemas/survey';
import { fixedRaterRefusals } from '../rules/anonymous-raters';
import { externalRaterRefusal } from '../rules/external-rater-checks';
import { companyLanguage } from '../../i18n/recipient-language';
import type { ExternalRaterMail } from '../../mail/external-rater-messages';
import type { Db } from '../../db/db-type';
import { raterSnapshot, recordRaterChanges } from '../../audit/rater-changes';
import type { AuditActor } from '../../audit/record';
import { isoTime, isRowId, rowsOf, timestampParam } from '../../db/sql';
import { outboxRepository, type OutgoingMail, type StoredMail } from '../../mail/outbox';
import { fixedRatees, orFixedRefusal } from '../queries/fixed-raters';
import { dayOf, surveyStatus } from '../queries/survey-view';

/** Only the hash of a link is stored, so a copy of the database opens nobody's questions. */
export const hashLink = (token: string) => createHash('sha256').update(token).digest('hex');

export type ComposeExternal = (mail: ExternalRaterMail, again: boolean) => OutgoingMail;

interface SurveyRow {
  id: number;
  is_draft: boolean;
  status: SurveyStatus;
  title: string;
  start_date: string;
  end_date: string;
  company_name: string;
  anonymity_threshold: number;
  /** Outside raters have no profile: their mails are in the company's language. */
  language: Language;
}
interface ExternalRow {
  id: number;
  name: string;
  email: string;
  link_sent_at: Date | string | null;
}

const asExternal = (r: ExternalRow): ExternalRater => ({
  id: r.id,
  name: r.name,
  email: r.email,
  link_sent_at: r.link_sent_at === null ? null : isoTime(r.link_sent_at),
});

/** The survey, locked so adds, resends and invitations of it run one after the other; null when not the company's. */
async function lockSurvey(tx: Db, companyId: number, id: number, now: Date): Promise<SurveyRow | null> {
  return (
    rowsOf<SurveyRow>(
      await tx.execute(sql`
    select s.id, s.is_draft, ${surveyStatus(dayOf(now))} as status, s.title, s.start_date::text as start_date,
      s.end_date::text as end_date, c.name as company_name, s.anonymity_threshold, ${companyLanguage(sql`s.company_id`)} as language
    from surveys s join companies c on c.id = s.company_id
    where s.company_id = ${companyId} and s.id = ${id}
    for update of s`),
    )[0] ?? null
  );
}

/**
 * A new link for the outside rater, replacing the one before (which stops working at once),
 * every assignment of theirs counted as invited, and their mail stored beside it: the mail
 * lists everyone they are asked about in the survey, as the link opens them all.
 */
async function issueLink(
  tx: Db,
  companyId: number,
  survey: SurveyRow,
  externalId: number,
  now: Date,
  compose: ComposeExternal,
  pendingOnly = false,
): Promise<{ external: ExternalRow; mail: StoredMail }> {
  const token = randomBytes(32).toString('base64url');
  const [external] = rowsOf<ExternalRow & { again: boolean }>(
    await tx.execute(sql`
    update external_raters x set token_hash = ${hashLink(token)}, link_sent_at = ${timestampParam(now)}
    from (select link_sent_at is not null as again from external_raters where company_id = ${companyId} and id = ${externalId}) prior
    where x.company_id = ${companyId} and x.id = ${externalId}
    returning x.id, x.name, x.email, x.link_sent_at, prior.again`),
  );
  const ratees = rowsOf<{ name: string; status: string }>(
    await tx.execute(sql`
    update survey_assignments a set invited_at = coalesce(a.invited_at, ${timestampParam(now)})
    from employees te join users tu on tu.id = te.user_id
    where a.company_id = ${companyId} and a.external_rater_id = ${externalId} and te.id = a.ratee_id
    returning btrim(tu.first_name || ' ' || tu.last_name) as name, a.status`),
  )
    .filter((r) => !pendingOnly || r.status !== 'submitted')
    .sort((a, b) => a.name.localeCompare(b.name));
  const content: ExternalRaterMail = {
    name: external!.name,
    email: external!.email,
    token,
    companyName: survey.company_name,
    title: survey.title,
    startDate: survey.start_date,
    endDate: survey.end_date,
    anonymityThreshold: survey.anonymity_threshold,
    language: survey.language,
    ratees: ratees.map((r) => ({ name: r.name, relationship: 'other' })),
  };
  const mail = await outboxRepository(tx).store(compose(content, external!.again));
  return { external: external!, mail };
}

/** A survey that has been sent and is not closed mails its raters; a draft waits for its invitations. */
const mailsNow = (s: SurveyRow) => !s.is_draft && s.status !== 'closed';

/** `group`: the ratee's "other" raters with this one, and how many the survey needs before that group shows in a report. */
export type AddOutcome =
  | null
  | { errors: FieldErrors }
  | { external: ExternalRater; assignment: number; mail: StoredMail | null; group: { others: number; threshold: number } };
export type ResendOutcome = null | { errors: FieldErrors } | { external: ExternalRater; mail: StoredMail };

/** Outside raters of a company's surveys: adding them, their links and their invitations. */
export function externalRatersRepository(db: Db, companyId: number) {
  return {
    /**
     * Adds `input` as an outside rater ("other") of one ratee, in ONE transaction; the same
     * address in the same survey is the same outside rater, with one link for all its ratees.
     * Null when the survey or the ratee is not the company's. An outside rater joins the
     * ratee's anonymous raters, so not once those are fixed (anonymous-raters.ts).
     */
    async add(surveyId: number, input: ExternalRaterInput, now: Date, compose: ComposeExternal, by?: AuditActor): Promise<AddOutcome> {
      if (!isRowId(surveyId) || !isRowId(input.ratee)) return null;
      return orFixedRefusal(
        db.transaction(async (tx): Promise<AddOutcome> => {
          const survey = await lockSurvey(tx, companyId, surveyId, now);
          if (!survey) return null;
          const fixed = await fixedRatees(tx, companyId, surveyId);
          const email = input.email.trim();
          const [facts] = rowsOf<{ ratee_known: boolean; ratee_in_survey: boolean; employee_email: boolean; already_rates: boolean }>(
            await tx.execute(sql`
          select
            exists (select 1 from employees where company_id = ${companyId} and id = ${input.ratee}) as ratee_known,
            exists (select 1 from survey_assignments where company_id = ${companyId} and survey_id = ${surveyId} and ratee_id = ${input.ratee}) as ratee_in_survey,
            exists (select 1 from employees e join users u on u.id = e.user_id
              where e.company_id = ${companyId} and lower(u.email) = lower(${email})) as employee_email,
            exists (select 1 from survey_assignments a join external_raters x on x.company_id = a.company_id and x.id = a.external_rater_id
              where a.company_id = ${companyId} and a.survey_id = ${surveyId} and a.ratee_id = ${input.ratee} and lower(x.email) = lower(${email})) as already_rates`),
          );
          if (!facts!.ratee_known) return null;
          const errors = externalRaterRefusal({
            email,
            surveyClosed: survey.status === 'closed',
            rateeInSurvey: facts!.ratee_in_survey,
            employeeEmail: facts!.employee_email,
            alreadyRates: facts!.already_rates,
          });
          if (errors) return { errors };
          const joins = fixedRaterRefusals(fixed, [{ ratee: input.ratee, kind: 'add', relationship: 'other' }]);
          if (joins.length) return { errors: { ratee: joins } };
          const was = by && (await raterSnapshot(tx, companyId, surveyId));
          const [external] = rowsOf<ExternalRow>(
            await tx.execute(sql`
          insert into external_raters (company_id, survey_id, name, email) values (${companyId}, ${surveyId}, ${input.name.trim()}, ${email})
          on conflict (survey_id, lower(email)) do update set name = external_raters.name
          returning id, name, email, link_sent_at`),
          );
          const [assignment] = rowsOf<{ id: number }>(
            await tx.execute(sql`
          insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, external_rater_id, relationship)
          values (${companyId}, ${surveyId}, ${input.ratee}, null, ${external!.id}, 'other') returning id`),
          );
          if (by && was) await recordRaterChanges(tx, by, companyId, surveyId, was);
          const [counted] = rowsOf<{ others: number }>(
            await tx.execute(sql`
          select count(*)::int as others from survey_assignments
          where company_id = ${companyId} and survey_id = ${surveyId} and ratee_id = ${input.ratee} and relationship = 'other'`),
          );
          const group = { others: counted!.others, threshold: survey.anonymity_threshold };
          if (!mailsNow(survey)) return { external: asExternal(external!), assignment: assignment!.id, mail: null, group };
          const issued = await issueLink(tx, companyId, survey, external!.id, now, compose);
          return { external: asExternal(issued.external), assignment: assignment!.id, mail: issued.mail, group };
        }),
        (message) => ({ errors: { ratee: [message] } }),
      );
    },

    /** A new link for an outside rater of the survey: the old one stops working. Null when not the company's. */
    async resend(surveyId: number, externalId: number, now: Date, compose: ComposeExternal): Promise<ResendOutcome> {
      if (!isRowId(surveyId) || !isRowId(externalId)) return null;
      return db.transaction(async (tx) => {
        const survey = await lockSurvey(tx, companyId, surveyId, now);
        if (!survey) return null;
        const [known] = rowsOf<{ id: number }>(
          await tx.execute(sql`
          select id from external_raters where company_id = ${companyId} and survey_id = ${surveyId} and id = ${externalId}`),
        );
        if (!known) return null;
        if (survey.status === 'closed')
          return { errors: { non_field_errors: ['This survey is closed: its raters can no longer answer, so no link is sent.'] } };
        if (survey.is_draft) return { errors: { non_field_errors: ['A draft is not sent to its raters: finish the survey and send the invitations first.'] } };
        const issued = await issueLink(tx, companyId, survey, externalId, now, compose);
        return { external: asExternal(issued.external), mail: issued.mail };
      });
    },

    /** The survey's invitations, for its outside raters not invited yet: each gets a link, in ONE transaction. */
    async claimInvitations(surveyId: number, now: Date, compose: ComposeExternal): Promise<StoredMail[]> {
      return db.transaction(async (tx) => {
        const survey = await lockSurvey(tx, companyId, surveyId, now);
        if (!survey || !mailsNow(survey)) return [];
        const waiting = rowsOf<{ id: number }>(
          await tx.execute(sql`
          select distinct external_rater_id as id from survey_assignments
          where company_id = ${companyId} and survey_id = ${surveyId} and external_rater_id is not null and invited_at is null
          order by 1`),
        );
        const mails: StoredMail[] = [];
        for (const { id } of waiting) mails.push((await issueLink(tx, companyId, survey, id, now, compose)).mail);
        return mails;
      });
    },

    /** Reminders of an open survey: each outside rater with answers missing gets a new link, about those only. */
    async claimReminders(surveyId: number, now: Date, compose: ComposeExternal): Promise<StoredMail[]> {
      return db.transaction(async (tx) => {
        const survey = await lockSurvey(tx, companyId, surveyId, now);
        if (!survey || survey.status !== 'open') return [];
        const waiting = rowsOf<{ id: number }>(
          await tx.execute(sql`
          update survey_assignments set reminded_at = ${timestampParam(now)}
          where company_id = ${companyId} and survey_id = ${surveyId} and external_rater_id is not null and status in ('pending', 'draft')
          returning external_rater_id as id`),
        );
        const mails: StoredMail[] = [];
        for (const id of [...new Set(waiting.map((w) => w.id))].sort((a, b) => a - b)) {
          mails.push((await issueLink(tx, companyId, survey, id, now, compose, true)).mail);
        }
        return mails;
      });
    },
  };
}
export type ExternalRatersRepository = ReturnType<typeof externalRatersRepository>;
