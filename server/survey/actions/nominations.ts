import { sql, type SQL } from 'drizzle-orm';
import {
  NOMINATED_RELATIONSHIPS,
  type Colleague,
  type NominatedRelationship,
  type Nomination,
  type NominationStatus,
  type NomineeInput,
  type RaterLimits,
  type RaterSelection,
  type RaterSelectionMode,
} from '../../../schemas/nomination';
import type { Language } from '../../../schemas/language';
import { NAMED_RELATIONSHIPS } from '../../../schemas/survey';
import { auditApproval } from '../../audit/nomination-approval';
import { raterSnapshot } from '../../audit/rater-changes';
import type { AuditActor } from '../../audit/record';
import { fixedRaterRefusals } from '../rules/anonymous-raters';
import type { Db } from '../../db/db-type';
import { intArray, isoTime, isRowId, rowsOf, textArray, timestampParam } from '../../db/sql';
import { recipientLanguage } from '../../i18n/recipient-language';
import { outboxRepository, type OutgoingMail, type StoredMail } from '../../mail/outbox';
import { fixedRatees, orFixedRefusal } from '../queries/fixed-raters';
import { surveyMailingRepository } from './survey-mailing';
import type { Compose } from './survey-mailing-types';
import { managerNow } from '../../feedback/queries/team-access';

/** A survey as the nomination rules need it. */
export interface NominationSurvey {
  id: number;
  title: string;
  endDate: string;
  isDraft: boolean;
  closed: boolean;
  companyName: string;
  raterSelection: RaterSelectionMode;
  nominationDeadline: string | null;
  raterLimits: RaterLimits;
}

/** Whom a nomination mail goes to, and about whom. */
export interface NominationMailTo {
  email: string;
  firstName: string;
  rateeName: string;
  /** The reader's language: their profile's, else their company's. */
  language: Language;
}

/** An employee's address, first name and language, for a mail. */
export interface Contact {
  email: string;
  firstName: string;
  language: Language;
}

/** A nomination with what deciding on it needs: the ratee's manager in the tree today (for suggestions) and its approver. */
export interface NominationState extends Nomination {
  managerId: number | null;
  /** The ratee's manager when the nomination opened: the one approver besides HR, whatever the tree does later. */
  approverId: number | null;
}

interface NominationRow {
  survey_id: number;
  title: string;
  end_date: string;
  nomination_deadline: string | null;
  rater_selection: RaterSelectionMode;
  rater_limits: RaterLimits;
  ratee_id: number;
  ratee_name: string;
  ratee_code: string;
  manager_id: number | null;
  approver_id: number | null;
  status: NominationStatus;
  note: string;
  submitted_at: Date | string | null;
  decided_at: Date | string | null;
  tree_peers: number;
  tree_reports: number;
  below_minimum_reason: string;
}

interface NomineeRow {
  survey_id: number;
  ratee_id: number;
  id: number;
  name: string;
  emp_code: string;
  relationship: NominatedRelationship;
}

const personName = (u: string) => sql.raw(`btrim(${u}.first_name || ' ' || ${u}.last_name)`);
const time = (v: Date | string | null) => (v === null ? null : isoTime(v));

/** Nominations in the company's surveys: settings, the ratee's list, the approver's decision. */
export function nominationsRepository(db: Db, companyId: number) {
  /**
   * Colleagues of the ratee `e` in the tree today matching `related` (as `t`), less the raters HR fixed for them (self,
   * manager): the same people the ratee's suggestions offer, counted for the limits "up to what the tree offers".
   */
  const treeCount = (related: SQL) => sql`(
    select count(*)::int from employees t
    where t.company_id = ${companyId} and ${related}
      and not exists (select 1 from survey_assignments f where f.company_id = ${companyId} and f.survey_id = n.survey_id
        and f.ratee_id = n.ratee_id and f.rater_id = t.id and f.relationship = any(${textArray(NAMED_RELATIONSHIPS)})))`;

  async function nominations(where: SQL): Promise<NominationState[]> {
    const found = rowsOf<NominationRow>(
      await db.execute(sql`
      select s.id as survey_id, s.title, s.end_date::text as end_date, s.nomination_deadline::text as nomination_deadline,
        s.rater_selection, s.rater_limits, e.id as ratee_id, ${personName('u')} as ratee_name, e.emp_code as ratee_code,
        e.parent_id as manager_id, n.approver_id, n.status, n.note, n.submitted_at, n.decided_at, n.below_minimum_reason,
        ${treeCount(sql`t.parent_id = e.parent_id and t.id <> e.id`)} as tree_peers,
        ${treeCount(sql`t.parent_id = e.id`)} as tree_reports
      from survey_nominations n
      join surveys s on s.id = n.survey_id and s.company_id = n.company_id
      join employees e on e.id = n.ratee_id join users u on u.id = e.user_id
      where n.company_id = ${companyId} and ${where}
      order by s.id, lower(${personName('u')}), e.id`),
    );
    if (!found.length) return [];
    const nominees = rowsOf<NomineeRow>(
      await db.execute(sql`
      select m.survey_id, m.ratee_id, e.id, ${personName('u')} as name, e.emp_code, m.relationship
      from survey_nominees m join employees e on e.id = m.rater_id join users u on u.id = e.user_id
      where m.company_id = ${companyId} and m.survey_id = any(${intArray([...new Set(found.map((r) => r.survey_id))])})
        and m.ratee_id = any(${intArray([...new Set(found.map((r) => r.ratee_id))])})
      order by array_position(${textArray([...NOMINATED_RELATIONSHIPS])}, m.relationship), lower(${personName('u')}), e.id`),
    );
    return found.map((r) => ({
      survey: {
        id: r.survey_id,
        title: r.title,
        end_date: r.end_date,
        nomination_deadline: r.nomination_deadline,
        rater_selection: r.rater_selection,
        rater_limits: r.rater_limits,
      },
      ratee: { id: r.ratee_id, name: r.ratee_name, emp_code: r.ratee_code },
      managerId: r.manager_id,
      approverId: r.approver_id,
      status: r.status,
      note: r.note,
      submitted_at: time(r.submitted_at),
      decided_at: time(r.decided_at),
      tree: { peer: Number(r.tree_peers), direct_report: Number(r.tree_reports) },
      below_minimum_reason: r.below_minimum_reason,
      nominees: nominees
        .filter((m) => m.survey_id === r.survey_id && m.ratee_id === r.ratee_id)
        .map((m) => ({ rater: { id: m.id, name: m.name, emp_code: m.emp_code }, relationship: m.relationship })),
    }));
  }

  async function replaceNominees(tx: Db, surveyId: number, rateeId: number, nominees: readonly NomineeInput[]): Promise<void> {
    await tx.execute(sql`delete from survey_nominees where company_id = ${companyId} and survey_id = ${surveyId} and ratee_id = ${rateeId}`);
    if (!nominees.length) return;
    await tx.execute(sql`
      insert into survey_nominees (company_id, survey_id, ratee_id, rater_id, relationship)
      select ${companyId}, ${surveyId}, ${rateeId}, r, rel
      from unnest(${intArray(nominees.map((n) => n.rater_id))}, ${sql.param(nominees.map((n) => n.relationship))}::text[]) as x(r, rel)`);
  }

  /** Moves a nomination from one of `from` to `set`; false when another request moved it first. */
  async function move(tx: Db, surveyId: number, rateeId: number, from: readonly NominationStatus[], set: SQL): Promise<boolean> {
    const moved = await tx.execute(sql`
      update survey_nominations set ${set}
      where company_id = ${companyId} and survey_id = ${surveyId} and ratee_id = ${rateeId}
        and status = any(${sql.param([...from])}::text[])
      returning ratee_id`);
    return rowsOf(moved).length === 1;
  }

  async function store(tx: Db, mails: readonly OutgoingMail[]): Promise<StoredMail[]> {
    const ids = await outboxRepository(tx).addMany(mails);
    return mails.map((m, i) => ({ ...m, id: ids[i]! }));
  }

  /**
   * A nomination, status open, for every ratee of the survey without one, with their manager today as its approver (a
   * later move in the tree hands the approval to nobody); answers their mails, stored by `tx`.
   */
  async function openIn(tx: Db, surveyId: number, compose: (to: NominationMailTo) => OutgoingMail): Promise<StoredMail[]> {
    const opened = rowsOf<NominationMailTo>(
      await tx.execute(sql`
      with opened as (
        insert into survey_nominations (company_id, survey_id, ratee_id, approver_id)
        select distinct a.company_id, a.survey_id, a.ratee_id, ${managerNow(companyId, sql`a.ratee_id`)} from survey_assignments a
        where a.company_id = ${companyId} and a.survey_id = ${surveyId}
        on conflict do nothing
        returning ratee_id
      )
      select u.email, u.first_name as "firstName", ${personName('u')} as "rateeName", ${recipientLanguage(sql`u.language`, sql`u.company_id`)} as language
      from opened o join employees e on e.id = o.ratee_id join users u on u.id = e.user_id
      order by o.ratee_id`),
    );
    return store(tx, opened.map(compose));
  }

  return {
    async survey(id: number, today: string): Promise<NominationSurvey | null> {
      if (!isRowId(id)) return null;
      const [row] = rowsOf<NominationSurvey>(
        await db.execute(sql`
        select s.id, s.title, s.end_date::text as "endDate", s.is_draft as "isDraft",
          (s.closed_at is not null or s.end_date < ${today}) as closed, c.name as "companyName",
          s.rater_selection as "raterSelection", s.nomination_deadline::text as "nominationDeadline", s.rater_limits as "raterLimits"
        from surveys s join companies c on c.id = s.company_id
        where s.company_id = ${companyId} and s.id = ${id}`),
      );
      return row ?? null;
    },

    /** True once any ratee of the survey has submitted a list or had one decided. */
    async anyMoved(surveyId: number): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`
        select 1 from survey_nominations where company_id = ${companyId} and survey_id = ${surveyId} and status <> 'open' limit 1`),
      );
      return rows.length > 0;
    },

    /**
     * Saves the mode and, for a survey already sent in a nomination mode, opens a nomination for
     * every ratee who has none yet and stores their mails: one transaction.
     */
    async saveSelection(surveyId: number, input: RaterSelection, open: boolean, compose: (to: NominationMailTo) => OutgoingMail) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          update surveys set rater_selection = ${input.rater_selection}, nomination_deadline = ${input.nomination_deadline},
            rater_limits = ${JSON.stringify(input.rater_limits)}::jsonb, updated_at = now()
          where company_id = ${companyId} and id = ${surveyId}`);
        if (input.rater_selection === 'hr') {
          await tx.execute(sql`delete from survey_nominations where company_id = ${companyId} and survey_id = ${surveyId}`);
          return [];
        }
        return open ? openIn(tx, surveyId, compose) : [];
      });
    },

    /**
     * POST /survey/send-email/ of a survey whose ratees nominate, in one transaction: the
     * invitations of those who may be asked already, and a nomination with its mail for each
     * ratee who has none yet.
     */
    sendOut(surveyId: number, now: Date, invite: Compose, choose: (to: NominationMailTo) => OutgoingMail) {
      return db.transaction(async (tx) => {
        const invited = await surveyMailingRepository(tx, companyId).claimInvitations(surveyId, now, invite);
        return { invited, chooseMails: await openIn(tx, surveyId, choose) };
      });
    },

    /** The employee a user is in this company, with their manager; null for none. */
    async employeeOf(userId: number): Promise<{ id: number; managerId: number | null } | null> {
      const [row] = rowsOf<{ id: number; managerId: number | null }>(
        await db.execute(sql`
        select id, parent_id as "managerId" from employees where company_id = ${companyId} and user_id = ${userId}`),
      );
      return row ?? null;
    },

    /** An employee's address, first name and language, for a mail. */
    async contact(employeeId: number): Promise<Contact | null> {
      const [row] = rowsOf<Contact>(
        await db.execute(sql`
        select u.email, u.first_name as "firstName", ${recipientLanguage(sql`u.language`, sql`u.company_id`)} as language from employees e join users u on u.id = e.user_id
        where e.company_id = ${companyId} and e.id = ${employeeId}`),
      );
      return row ?? null;
    },

    /** The survey's owner's address, when their account still exists. */
    async ownerContact(surveyId: number): Promise<Contact | null> {
      const [row] = rowsOf<Contact>(
        await db.execute(sql`
        select u.email, u.first_name as "firstName", ${recipientLanguage(sql`u.language`, sql`u.company_id`)} as language from surveys s join users u on u.id = s.owner_id
        where s.company_id = ${companyId} and s.id = ${surveyId}`),
      );
      return row ?? null;
    },

    /** One ratee's nomination in a published survey of the company, or null. */
    async one(surveyId: number, rateeId: number): Promise<NominationState | null> {
      if (!isRowId(surveyId) || !isRowId(rateeId)) return null;
      const [found] = await nominations(sql`n.survey_id = ${surveyId} and n.ratee_id = ${rateeId} and not s.is_draft`);
      return found ?? null;
    },

    /** The ratee's nominations in surveys still open: the ones they act on. */
    mine: (rateeId: number, today: string) => nominations(sql`n.ratee_id = ${rateeId} and not s.is_draft and s.closed_at is null and s.end_date >= ${today}`),

    /** Every ratee's nomination in a survey (HR's view). */
    forSurvey: (surveyId: number) => nominations(sql`n.survey_id = ${surveyId}`),

    /** Lists waiting for this approver: those recorded as theirs in manager mode, and with the survey area every one in HR mode. */
    awaiting: (approverId: number, isHr: boolean, today: string) =>
      nominations(sql`
      n.status = 'submitted' and not s.is_draft and s.closed_at is null and s.end_date >= ${today}
      and ((s.rater_selection = 'manager_approves' and n.approver_id = ${approverId})
        or (${isHr} and s.rater_selection = 'hr_approves'))`),

    /** Peers (the same manager) and direct reports of the ratee, by name. */
    async suggestions(rateeId: number, managerId: number | null): Promise<Array<{ person: Colleague; relationship: NominatedRelationship }>> {
      const rows = rowsOf<Colleague & { relationship: NominatedRelationship }>(
        await db.execute(sql`
        select e.id, ${personName('u')} as name, e.emp_code,
          case when e.parent_id = ${rateeId} then 'direct_report' else 'peer' end as relationship
        from employees e join users u on u.id = e.user_id
        where e.company_id = ${companyId} and e.id <> ${rateeId}
          and (e.parent_id = ${rateeId} or (${managerId}::int is not null and e.parent_id = ${managerId}::int))
        order by relationship, lower(${personName('u')}), e.id
        limit 200`),
      );
      return rows.map(({ relationship, ...person }) => ({ person, relationship }));
    },

    /** Colleagues whose name or code contains `search`, for the ratee to pick from. */
    async colleagues(search: string, exceptId: number): Promise<Colleague[]> {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return rowsOf<Colleague>(
        await db.execute(sql`
        select e.id, ${personName('u')} as name, e.emp_code
        from employees e join users u on u.id = e.user_id
        where e.company_id = ${companyId} and e.id <> ${exceptId}
          and (${personName('u')} ilike ${like} or e.emp_code ilike ${like})
        order by lower(${personName('u')}), e.id
        limit 20`),
      );
    },

    /** Of the ids, those that are employees of the company, with their names. */
    async known(ids: readonly number[]): Promise<Map<number, Colleague>> {
      const valid = ids.filter(isRowId);
      if (!valid.length) return new Map();
      const rows = rowsOf<Colleague>(
        await db.execute(sql`
        select e.id, ${personName('u')} as name, e.emp_code from employees e join users u on u.id = e.user_id
        where e.company_id = ${companyId} and e.id = any(${intArray(valid)})`),
      );
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Raters HR gave the ratee in the survey as self or manager. */
    async fixed(surveyId: number, rateeId: number): Promise<Set<number>> {
      const rows = rowsOf<{ rater_id: number }>(
        await db.execute(sql`
        select rater_id from survey_assignments where company_id = ${companyId} and survey_id = ${surveyId}
          and ratee_id = ${rateeId} and rater_id is not null and relationship = any(${textArray(NAMED_RELATIONSHIPS)})`),
      );
      return new Set(rows.map((r) => r.rater_id));
    },

    /** The ratee's list, while it is theirs to change (open or returned); false when it is not. */
    saveList(surveyId: number, rateeId: number, nominees: readonly NomineeInput[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await move(tx, surveyId, rateeId, ['open', 'returned'], sql`status = status`))) return false;
        await replaceNominees(tx, surveyId, rateeId, nominees);
        return true;
      });
    },

    /** The list goes to the approver, their mail in the same transaction; false when it was not open or returned. */
    submit(surveyId: number, rateeId: number, now: Date, mail: OutgoingMail | null): Promise<StoredMail[] | false> {
      return db.transaction(async (tx) => {
        if (!(await move(tx, surveyId, rateeId, ['open', 'returned'], sql`status = 'submitted', submitted_at = ${timestampParam(now)}`))) {
          return false;
        }
        return mail ? store(tx, [mail]) : [];
      });
    },

    /** Back to the ratee with a note, the mail in the same transaction. */
    sendBack(surveyId: number, rateeId: number, note: string, by: number, now: Date, mail: OutgoingMail): Promise<StoredMail[] | false> {
      return db.transaction(async (tx) => {
        const set = sql`status = 'returned', note = ${note}, decided_at = ${timestampParam(now)}, decided_by = ${by}`;
        if (!(await move(tx, surveyId, rateeId, ['submitted'], set))) return false;
        return store(tx, [mail]);
      });
    },

    /**
     * The final list becomes the ratee's raters, in one transaction: the nominees, the
     * nomination approved, an assignment per nominee and, when `invite` is given (the survey
     * is sent and open), the invitations of everyone not yet invited. `{ fixed }`, nothing
     * written, when a nominee would join the ratee's fixed anonymous raters (anonymous-raters.ts).
     */
    approve(
      surveyId: number,
      rateeId: number,
      from: readonly NominationStatus[],
      nominees: readonly NomineeInput[],
      by: number,
      now: Date,
      invite: Compose | null,
      audit?: AuditActor,
      reason = '',
    ): Promise<StoredMail[] | false | { fixed: string[] }> {
      return orFixedRefusal(
        db.transaction(async (tx): Promise<StoredMail[] | false | { fixed: string[] }> => {
          const seats = audit && (await raterSnapshot(tx, companyId, surveyId));
          const fixed = await fixedRatees(tx, companyId, surveyId);
          const raters = new Set(
            rowsOf<{ rater_id: number }>(
              await tx.execute(sql`
          select rater_id from survey_assignments
          where company_id = ${companyId} and survey_id = ${surveyId} and ratee_id = ${rateeId} and rater_id is not null`),
            ).map((r) => r.rater_id),
          );
          const joining = nominees.filter((n) => !raters.has(n.rater_id));
          const refused = fixedRaterRefusals(
            fixed,
            joining.map((n) => ({ ratee: rateeId, kind: 'add' as const, relationship: n.relationship })),
          );
          if (refused.length) return { fixed: refused };
          const set = sql`status = 'approved', note = '', decided_at = ${timestampParam(now)}, decided_by = ${by},
          below_minimum_reason = ${reason}`;
          if (!(await move(tx, surveyId, rateeId, from, set))) return false;
          await replaceNominees(tx, surveyId, rateeId, nominees);
          if (nominees.length) {
            await tx.execute(sql`
            insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship)
            select ${companyId}, ${surveyId}, ${rateeId}, r, rel
            from unnest(${intArray(nominees.map((n) => n.rater_id))}, ${sql.param(nominees.map((n) => n.relationship))}::text[]) as x(r, rel)
            on conflict do nothing`);
          }
          if (audit && seats) await auditApproval(tx, audit, { companyId, surveyId, rateeId, nominees, seats, reason });
          return invite ? surveyMailingRepository(tx, companyId).claimInvitations(surveyId, now, invite) : [];
        }),
        (message) => ({ fixed: [message] }),
      );
    },
  };
}
export type NominationsRepository = ReturnType<typeof nominationsRepository>;
