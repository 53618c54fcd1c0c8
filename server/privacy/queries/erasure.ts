import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { personAudience } from '../../disclosure/queries/ledger';
import { intArray, rowsOf, textArray } from '../../db/sql';
import type { PersonFields } from '../rules/erasure-scrub';

/*
 * The erasure's statements (server/privacy/actions/erasure.ts runs them in one transaction, in this order). Each
 * names the company: nothing of another company is touched. docs/privacy.md says why each row goes or stays.
 */

export interface PersonToErase extends PersonFields {
  employee_id: number;
  user_id: number;
  role: 'admin' | 'user' | 'superuser';
}

/** The employee and their account, the account's row held until the transaction ends. */
export async function personToErase(tx: Db, companyId: number, employeeId: number): Promise<PersonToErase | null> {
  const result = await tx.execute(sql`select e.id as employee_id, e.user_id, e.emp_code, u.email, u.username, u.first_name, u.last_name,
      u.contact_num, u.role
    from employees e join users u on u.id = e.user_id
    where e.company_id = ${companyId} and e.id = ${employeeId}
    for update of u`);
  return rowsOf<PersonToErase>(result)[0] ?? null;
}

/** True when the account is its company's only admin; the admins are locked in id order, as a deletion locks them. */
export async function isOnlyAdmin(tx: Db, companyId: number, userId: number): Promise<boolean> {
  const admins = rowsOf<{ id: number }>(await tx.execute(sql`select id from users where company_id = ${companyId} and role = 'admin' order by id for update`));
  return admins.length <= 1 && admins.some((a) => a.id === userId);
}

/** The surveys in which the person was rated: their survey-wide comment insights quote what was written about them. */
export async function surveysRating(tx: Db, companyId: number, employeeId: number): Promise<number[]> {
  const result = await tx.execute(sql`select distinct survey_id from survey_assignments where company_id = ${companyId} and ratee_id = ${employeeId}`);
  return rowsOf<{ survey_id: number }>(result).map((r) => r.survey_id);
}

/**
 * The answers about the person go (with their assignments: answers, levels, comments and rater scores cascade), and
 * the auditor's decisions about their raters' figures with them: no figure of theirs is read again. Their frozen
 * figures stay only as an anonymous member of the benchmarks others were shown (ratee_id null, a key nobody can
 * trace), as a leaver's do: taking them out would move those benchmarks, and the move would give their scores away.
 */
export async function eraseAsRatee(tx: Db, companyId: number, employeeId: number, anonymousRatee: string): Promise<void> {
  await tx.execute(sql`delete from disclosure_ledger where company_id = ${companyId} and ratee_id = ${employeeId} and space = 'rater'`);
  await tx.execute(sql`delete from survey_assignments where company_id = ${companyId} and ratee_id = ${employeeId}`);
  await tx.execute(sql`update survey_result_scores set ratee_id = null,
      ratee_key = ${anonymousRatee} || substr(ratee_key, length(${`q${employeeId}`}) + 1)
    where company_id = ${companyId} and ratee_id = ${employeeId}`);
}

/** Their survey-wide comment insights are computed again without them (the next pass of the insights worker). */
export async function recomputeInsights(tx: Db, companyId: number, surveyIds: number[]): Promise<void> {
  if (surveyIds.length === 0) return;
  const surveys = intArray(surveyIds);
  await tx.execute(sql`delete from comment_insights where company_id = ${companyId} and survey_id = any(${surveys}) and ratee_id is null`);
  await tx.execute(sql`update comment_insight_jobs set done_at = null, due_at = now(), attempts = 0, claimed_until = null, error = null
    where company_id = ${companyId} and survey_id = any(${surveys})`);
}

/**
 * Their submitted answers as a rater stay, for the reports of the people they rated, as an anonymous rater's: no rater id, and a
 * rater key drawn at random in place of 'e' + their id, rewritten alike in every ledger decision that counted them
 * (so the auditor still knows them as one rater across surveys, and nobody knows whom). Their own reading ledger goes.
 */
export async function anonymiseAsRater(tx: Db, companyId: number, employeeId: number, anonymousRater: string, anonymousRatee: string): Promise<void> {
  // Not submitted: nothing of theirs counts anywhere, and a draft is their own unsent words.
  await tx.execute(sql`delete from survey_assignments where company_id = ${companyId} and rater_id = ${employeeId} and status <> 'submitted'`);
  await tx.execute(sql`update survey_assignments set rater_id = null, rater_key = ${anonymousRater}
    where company_id = ${companyId} and rater_id = ${employeeId}`);
  const rater = `e${employeeId}`;
  const ratee = `q${employeeId}:`;
  await tx.execute(sql`update disclosure_ledger l set members = array(
      select case
        when m = ${rater} then ${anonymousRater}
        when m like ${`${rater}@%`} then ${anonymousRater} || substr(m, ${rater.length + 1})
        when m like ${`${ratee}%`} then ${anonymousRatee} || substr(m, ${ratee.length})
        else m end
      from unnest(l.members) with ordinality as x(m, i) order by x.i)
    where l.company_id = ${companyId} and exists (select 1 from unnest(l.members) m
      where m = ${rater} or m like ${`${rater}@%`} or m like ${`${ratee}%`})`);
  await tx.execute(sql`delete from disclosure_audiences where company_id = ${companyId} and audience = ${personAudience(employeeId)}`);
}

/** Facts that name them as someone's manager or approver (report_releases, survey_nominations) stop naming anyone. */
export async function unlinkManagerFacts(tx: Db, companyId: number, employeeId: number): Promise<void> {
  await tx.execute(sql`update report_releases set manager_id = null where company_id = ${companyId} and manager_id = ${employeeId}`);
  await tx.execute(sql`update survey_nominations set approver_id = null where company_id = ${companyId} and approver_id = ${employeeId}`);
}

/**
 * As an internal coach: their coachees keep their engagements (their sessions, their notes, their plan) with a coach
 * who is nobody; an open one ends. The profile keeps the rows' keys and holds no name, address or link.
 */
export async function detachCoach(tx: Db, companyId: number, employeeId: number, placeholderEmail: string): Promise<void> {
  await tx.execute(sql`update coaching_engagements set status = 'ended', ended_at = now()
    where company_id = ${companyId} and status in ('pending_approval', 'active')
      and coach_id in (select id from coach_profiles where company_id = ${companyId} and employee_id = ${employeeId})`);
  await tx.execute(sql`update coach_profiles set employee_id = null, email = ${placeholderEmail}, name = '', organisation = '', active = false,
      token_hash = null, link_sent_at = null
    where company_id = ${companyId} and employee_id = ${employeeId}`);
}

/** Mails to them, and the company's mails that name them, go from the outbox (sent, failed or waiting). */
export async function dropMails(tx: Db, companyId: number, email: string, within: string[]): Promise<void> {
  await tx.execute(sql`delete from outbox o
    where (o.company_id = ${companyId} or o.company_id is null) and lower(o."to") = ${email.trim().toLowerCase()}`);
  if (within.length === 0) return;
  await tx.execute(sql`delete from outbox o where o.company_id = ${companyId} and exists (select 1 from unnest(${textArray(within)}) m
    where strpos(lower(o."to" || ' ' || o.subject || ' ' || o.text || ' ' || o.html || ' ' || coalesce(o.reply_to, '') || ' ' ||
      coalesce(o.batch::text, '') || ' ' || coalesce(o.attachments::text, '')), m) > 0)`);
}

/** The sign-in and mail counters keyed by their address (the account they counted for is gone). */
export async function dropCounters(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`delete from rate_limits where strpos(lower(key), ${email.trim().toLowerCase()}) > 0`);
}

/** The account goes, and with it the employee, their permissions, links, sessions, plans and coaching (the keys cascade). */
export async function deleteAccount(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`delete from users where id = ${userId}`);
}
