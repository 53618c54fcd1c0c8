import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_DEVELOPMENT_THRESHOLD, DEFAULT_SUCCESSION_THRESHOLD } from '../../schemas/analytics';
import { CONSENT_SCOPES, ENGAGEMENT_STATUSES, MAX_COACH_CAPACITY, SESSION_MINUTES, SESSION_STATUSES } from '../../schemas/coaching';
import type { CommentInsights } from '../../schemas/comment-insights';
import type { InsightComment } from '../../schemas/comment-insights-answer';
import type { CompetencyTranslations, StatementTranslations, TypeTranslations } from '../../schemas/content-translations';
import { ANSWER_RETENTION_MONTHS } from '../../schemas/company-lifecycle';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../schemas/language';
import { NOMINATED_RELATIONSHIPS, NOMINATION_STATUSES, RATER_SELECTIONS, type NominatedRelationship } from '../../schemas/nomination';
import { ANSWER_SCALE } from '../../schemas/survey-answer';
import { DEFAULT_REMINDER_DAYS, type IntroTranslations } from '../../schemas/survey-mail-settings';
import {
  ASSIGNMENT_STATUSES,
  AUDIENCES,
  DEFAULT_ANONYMITY_THRESHOLD,
  MAX_ANONYMITY_THRESHOLD,
  MIN_ANONYMITY_THRESHOLD,
  PROFICIENCY_LEVELS,
  RELATIONSHIPS,
} from '../../schemas/survey';

/*
 * The rules of schemas/ as SQL literals in checks and defaults. Inlined, not bound: drizzle-kit writes each migration
 * from this text, and the values are constants of the code, never input.
 */
const inList = (values: readonly string[]) => sql.raw(`in (${values.map((v) => `'${v}'`).join(', ')})`);
const between = (min: number, max: number) => sql.raw(`between ${min} and ${max}`);
const ANONYMITY_THRESHOLDS = between(MIN_ANONYMITY_THRESHOLD, MAX_ANONYMITY_THRESHOLD);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every list of names: platform-wide (company_id null: company type, industry…) and,
 * later, per company (group, designation, department).
 */
export const masterItems = pgTable(
  'master_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    // Archived: kept for the surveys, employees and reports that use it, offered nowhere new.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // The employee import that created it for its rows (employeeImportBatches): undone with them if the import is.
    importBatchId: integer('import_batch_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // Names are unique per list and owner, ignoring case and surrounding blanks.
    uniqueIndex('master_items_list_owner_name_key').on(t.list, sql`coalesce(${t.companyId}, 0)`, sql`lower(btrim(${t.name}))`),
    // A company's list is read by company_id = …, which the expression above cannot serve.
    index('master_items_company_list_idx').on(t.companyId, t.list),
    // Target of the employees' composite keys: an employee never points into another company's list.
    unique('master_items_company_id_key').on(t.companyId, t.id),
  ],
);

/**
 * How many times a company's list of names was written (migration 0018's triggers bump it
 * with every row of master_items and competency_types): each process keeps the lists it
 * answered and serves them again while this still says the same (list-statement.ts). No row:
 * never written since. No foreign key: a company deleted takes its rows' triggers with it.
 */
export const listVersions = pgTable(
  'list_versions',
  {
    companyId: integer('company_id').notNull(),
    list: text('list').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.list] })],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contactNum: text('contact_num').notNull().default(''),
    companyTypeId: integer('company_type_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
    industryId: integer('industry_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
    marketShareId: integer('market_share_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
    annualRevenueId: integer('annual_revenue_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
    totalHeadCountId: integer('total_head_count_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
    anonymityThreshold: integer('anonymity_threshold').notNull().default(DEFAULT_ANONYMITY_THRESHOLD),
    // Alerts, in percent of the 0–4 scale: succession at or above, development below.
    successionThreshold: integer('succession_threshold').notNull().default(DEFAULT_SUCCESSION_THRESHOLD),
    developmentThreshold: integer('development_threshold').notNull().default(DEFAULT_DEVELOPMENT_THRESHOLD),
    // Bumped by triggers (migration 0005) whenever a node of the organisation tree changes:
    // the key under which server processes cache the tree's JSON (server/organization/queries/hierarchy-cache.ts).
    hierarchyVersion: integer('hierarchy_version').notNull().default(0),
    // The hierarchy_version from which the tree must be read whole again (a deletion, a bulk write): see 0018.
    hierarchyRebuiltVersion: integer('hierarchy_rebuilt_version').notNull().default(0),
    // The admin closed the getting-started checklist; its steps still follow the data.
    checklistDismissedAt: timestamp('checklist_dismissed_at', { withTimezone: true }),
    // Two-factor sign-in required of admins and of anyone holding an area (issue 37).
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    // Days the audit log keeps an entry (audit_log); older ones may be pruned, nothing else deletes them.
    auditRetentionDays: integer('audit_retention_days').notNull().default(730),
    // Words and phrases HR asked raters to reconsider before a submit, besides the shipped lists (issue 40).
    // Coaching requests wait for HR's approval before the coach sees anything (issue 41).
    coachingRequiresApproval: boolean('coaching_requires_approval').notNull().default(false),
    // The language of whoever has chosen none and whose browser asks for none we have (issue 42), and of its mails then.
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    // Months after a survey closes that its individual answers are deleted (issue 43); null keeps them.
    answerRetentionMonths: integer('answer_retention_months'),
    wordingList: text('wording_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_default_language_check', sql`${t.defaultLanguage} ${inList(LANGUAGES)}`),
    check('companies_audit_retention_check', sql`${t.auditRetentionDays} between 30 and 3650`),
    check(
      'companies_answer_retention_check',
      sql`${t.answerRetentionMonths} between ${sql.raw(String(ANSWER_RETENTION_MONTHS.min))} and ${sql.raw(String(ANSWER_RETENTION_MONTHS.max))}`,
    ),
    check('companies_anonymity_threshold_check', sql`${t.anonymityThreshold} ${ANONYMITY_THRESHOLDS}`),
    check('companies_succession_threshold_check', sql`${t.successionThreshold} between 1 and 100`),
    check('companies_development_threshold_check', sql`${t.developmentThreshold} between 1 and 100`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    contactNum: text('contact_num').notNull().default(''),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['superuser', 'admin', 'user'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Carried as `ver` in every JWT: bumping it voids every token issued before.
    tokenVersion: integer('token_version').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    // The employee import that wrote the row (employeeImportBatches); no key, so writing it costs nothing per row.
    importBatchId: integer('import_batch_id'),
    // TOTP (RFC 6238): the shared secret (base32) once enrolment starts; on only from totp_enabled_at.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // sha256 hex of each unused recovery code: one is spent by removing it.
    totpRecoveryHashes: text('totp_recovery_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The last time step a code was accepted at: a code is good once.
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    // The person's own choice of language (issue 42); null follows their browser, else the company's default.
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} ${inList(LANGUAGES)}`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_company_username_key').on(sql`coalesce(${t.companyId}, 0)`, sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
    check('users_role_check', sql`${t.role} in ('superuser', 'admin', 'user')`),
    check('users_company_check', sql`${t.companyId} is not null or ${t.role} = 'superuser'`),
  ],
);

/**
 * An employee import still being written, in slices of its own transactions: its rows
 * (users.import_batch_id, with their permissions and employees) are removed unless the
 * last slice deletes this row in the same transaction (server/workforce/queries/import-batches.ts).
 */
export const employeeImportBatches = pgTable('employee_import_batches', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const permissions = pgTable('permissions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dashboard: boolean('dashboard').notNull().default(true),
  workforce: boolean('workforce').notNull().default(false),
  organization: boolean('organization').notNull().default(false),
  survey: boolean('survey').notNull().default(false),
  master: boolean('master').notNull().default(false),
  feedback: boolean('feedback').notNull().default(false),
  // Coach: may be named owner or coach of anyone's development actions and sees the plans they are on.
  coach: boolean('coach').notNull().default(false),
});

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'email-change-consent': mailed to the account's current address, asking its owner to allow the change to `email`.
    purpose: text('purpose', { enum: ['confirm', 'reset', 'email-change', 'email-change-consent'] }).notNull(),
    // sha256 hex of the mailed token: a database leak reveals no usable link.
    tokenHash: text('token_hash').notNull().unique(),
    // The new sign-in address an 'email-change' link was mailed to: it takes effect only when
    // the link is opened, so until then the account keeps its address (and its live link here
    // is the one place the pending address lives).
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'reset', 'email-change', 'email-change-consent')`),
    check('one_time_tokens_email_check', sql`(${t.purpose} in ('email-change', 'email-change-consent')) = (${t.email} is not null)`),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    // Kept so that whichever process delivers the mail, and however late, a reply still reaches the visitor.
    replyTo: text('reply_to'),
    // Whose mail it is, so a survey page can show the mails of its own that failed.
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id'),
    // Delivery runs from here in the background (server/mail/outbox-worker.ts): a row is due at
    // next_attempt_at, claimed by one process until claimed_until, retried with backoff.
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    // Set when the retries are spent: the mail is shown as failed and no longer tried.
    failedAt: timestamp('failed_at', { withTimezone: true }),
    // A survey invitation not yet attempted takes in its rater's later ones of the same survey
    // (server/mail/invitation-batch.ts): the key names survey and rater, batch holds what the mail
    // lists, so that it can be written again naming everyone.
    batchKey: text('batch_key'),
    batch: jsonb('batch'),
    // Files sent with the mail (a session's iCalendar invitation): [{filename, contentType, content}], content as text.
    attachments: jsonb('attachments'),
  },
  (t) => [
    index('outbox_batch_idx')
      .on(t.batchKey)
      .where(sql`${t.batchKey} is not null and ${t.sentAt} is null and ${t.failedAt} is null`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('outbox_survey_idx')
      .on(t.surveyId)
      .where(sql`${t.surveyId} is not null`),
  ],
);

/** Fixed-window counters shared by every server process (failed sign-ins, mails sent). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/*
 * A company's competency model: types → competencies → behavioural statements.
 * Duplicates are refused by unique indexes on trimmed, lower-cased text, so two
 * racing requests cannot both win; long texts are compared by their md5, which keeps the
 * index entries small. Composite foreign keys carry company_id, so no row can point into
 * another company even if a query forgot to check.
 */
export const competencyTypes = pgTable(
  'competency_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The name in other languages, {de: {name}} (schemas/content-translations.ts); the name itself is the English source.
    translations: jsonb('translations').$type<TypeTranslations>().notNull().default({}),
    // Archived: kept for the surveys, employees and reports that use it, offered nowhere new.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('competency_types_company_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
    unique('competency_types_company_id_key').on(t.companyId, t.id),
  ],
);

export const competencies = pgTable(
  'competencies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    definition: text('definition').notNull(),
    // {de: {title, defination}}: the contract's field names, as the API reads and writes them.
    translations: jsonb('translations').$type<CompetencyTranslations>().notNull().default({}),
    // Archived: kept for the surveys, employees and reports that use it, offered nowhere new.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A type in use is not deleted silently (README: in-use rules): the key refuses it. NO ACTION,
    // checked at the end of the statement, still lets a company's deletion cascade through all three.
    foreignKey({ name: 'competencies_type_fk', columns: [t.companyId, t.typeId], foreignColumns: [competencyTypes.companyId, competencyTypes.id] }).onDelete(
      'no action',
    ),
    uniqueIndex('competencies_company_type_title_definition_key').on(
      t.companyId,
      t.typeId,
      sql`lower(btrim(${t.title}))`,
      sql`md5(lower(btrim(${t.definition})))`,
    ),
    unique('competencies_company_id_type_key').on(t.companyId, t.id, t.typeId),
    // Target of the survey competencies' key: a survey never points at another company's competency.
    unique('competencies_company_id_key').on(t.companyId, t.id),
  ],
);

export const competencyStatements = pgTable(
  'competency_statements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    competencyId: integer('competency_id').notNull(),
    statement: text('statement').notNull(),
    // {de: {statement}}: a translation reads the same question, so answers in every language score together.
    translations: jsonb('translations').$type<StatementTranslations>().notNull().default({}),
    // Archived: kept for the surveys, employees and reports that use it, offered nowhere new.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A statement's type is always its competency's: moving a competency moves its statements.
    foreignKey({
      name: 'competency_statements_competency_fk',
      columns: [t.companyId, t.competencyId, t.typeId],
      foreignColumns: [competencies.companyId, competencies.id, competencies.typeId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('competency_statements_company_competency_statement_key').on(t.companyId, t.competencyId, sql`md5(lower(btrim(${t.statement})))`),
    // Target of the answers' key: an answer never points at another company's statement.
    unique('competency_statements_company_id_key').on(t.companyId, t.id),
  ],
);

/*
 * The workforce: an employee is a user of the company with an employee code, a
 * place in the master lists and a manager. The manager link (parent_id) is the
 * organisation tree; roots have none. Composite keys carry company_id, so neither a list
 * item nor a manager can belong to another company. Deleting a manager is refused by the
 * key until the repository has moved their reports up (one transaction), and deleting a
 * list item in use is refused likewise (README: in-use rules).
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    empCode: text('emp_code').notNull(),
    designationId: integer('designation_id'),
    departmentId: integer('department_id'),
    groupId: integer('group_id'),
    parentId: integer('parent_id'),
    // True until the welcome mail with its set-password link has gone out (server/plugins/invitations.ts).
    invitePending: boolean('invite_pending').notNull().default(false),
    // When the welcome mail was last queued; null: never invited (adding someone does not mail them unless HR asks).
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    // The company's hierarchy_version that last changed this node (set by trigger, 0018): the tree reads only what moved since.
    treeVersion: integer('tree_version').notNull().default(0),
    // The identity provider's own id for the person (SCIM externalId, docs/provisioning.md); null when none sent one.
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employees_user_key').on(t.userId),
    uniqueIndex('employees_company_external_id_key')
      .on(t.companyId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('employees_company_tree_version_idx').on(t.companyId, t.treeVersion),
    uniqueIndex('employees_company_emp_code_key').on(t.companyId, sql`lower(btrim(${t.empCode}))`),
    unique('employees_company_id_key').on(t.companyId, t.id),
    index('employees_company_parent_idx').on(t.companyId, t.parentId),
    index('employees_invite_pending_idx')
      .on(t.id)
      .where(sql`${t.invitePending}`),
    foreignKey({ name: 'employees_parent_fk', columns: [t.companyId, t.parentId], foreignColumns: [t.companyId, t.id] }),
    foreignKey({ name: 'employees_designation_fk', columns: [t.companyId, t.designationId], foreignColumns: [masterItems.companyId, masterItems.id] }),
    foreignKey({ name: 'employees_department_fk', columns: [t.companyId, t.departmentId], foreignColumns: [masterItems.companyId, masterItems.id] }),
    foreignKey({ name: 'employees_group_fk', columns: [t.companyId, t.groupId], foreignColumns: [masterItems.companyId, masterItems.id] }),
    check('employees_not_own_manager_check', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/*
 * Surveys. A survey picks competencies from the company's library,
 * each weighted under its type's value, and pairs ratees with raters (assignments).
 * Composite keys carry company_id, so no survey can point at another company's people,
 * lists or competencies. Status is not stored: it follows from is_draft, the dates and
 * closed_at (server/survey/queries/survey-view.ts).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // The survey outlives its author's account.
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    anonymityThreshold: integer('anonymity_threshold').notNull().default(DEFAULT_ANONYMITY_THRESHOLD),
    audience: text('audience', { enum: AUDIENCES }).notNull(),
    positionDesignationId: integer('position_designation_id'),
    positionDepartmentId: integer('position_department_id'),
    positionGroupId: integer('position_group_id'),
    isDraft: boolean('is_draft').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // Set when a result (report, export, analytics, alerts, release) is first read: from then on the survey is
    // closed for good, so no answer can arrive after someone has seen figures without it.
    resultsOpenedAt: timestamp('results_opened_at', { withTimezone: true }),
    // When the company's answer retention deleted the survey's individual answers and comments (issue 43); its
    // frozen figures stay. Also what keeps two processes from deleting them twice (server/privacy/queries/retention.ts).
    answersRemovedAt: timestamp('answers_removed_at', { withTimezone: true }),
    // Who picks the raters: HR, or the ratee with their manager's or HR's approval.
    raterSelection: text('rater_selection', { enum: RATER_SELECTIONS }).notNull().default('hr'),
    nominationDeadline: date('nomination_deadline'),
    // Per nominated relationship: { min, max }, max null for "no limit".
    raterLimits: jsonb('rater_limits').$type<Partial<Record<NominatedRelationship, { min: number; max: number | null }>>>().notNull().default({}),
    // Reminders go this many days before the end date to raters with something pending.
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql.raw(`'{${DEFAULT_REMINDER_DAYS.join(',')}}'::integer[]`)),
    // The languages a rater may answer in, the first the survey's main one (issue 42, docs/languages.md).
    languages: text('languages')
      .array()
      .notNull()
      .default(sql.raw(`'{${DEFAULT_LANGUAGE}}'::text[]`)),
    invitationIntro: text('invitation_intro').notNull().default(''),
    reminderIntro: text('reminder_intro').notNull().default(''),
    // The two intros in the raters' other languages: { de: { invitation_intro, reminder_intro } } (docs/languages.md).
    introTranslations: jsonb('intro_translations').$type<IntroTranslations>().notNull().default({}),
    // A draft's ratees in the order chosen, raters or not yet: a draft saved before the Raters step keeps them.
    chosenRatees: integer('chosen_ratees')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // The series this survey continues (a copy of a past survey, or a run of a recurring cycle): the id of the series'
    // first survey. Null when it starts its own. Trends compare a series with itself; no foreign key, as the key still
    // groups the rest once that first survey is deleted.
    seriesId: integer('series_id'),
    // A recurring cycle (server/survey/actions/survey-recurrence.ts): every repeat_months months from its start
    // date the next run is drafted as a copy for HR to review and launch. next_run_drafted_at marks the run the cycle
    // has moved on from (set once, so a draft HR deleted is not made again); repeat_of is the run a drafted one repeats,
    // unique, so one run is repeated once whatever the number of server processes.
    repeatMonths: integer('repeat_months'),
    nextRunDraftedAt: timestamp('next_run_drafted_at', { withTimezone: true }),
    repeatOf: integer('repeat_of'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('surveys_company_id_key').on(t.companyId, t.id),
    check('surveys_rater_selection_check', sql`${t.raterSelection} ${inList(RATER_SELECTIONS)}`),
    check(
      'surveys_languages_check',
      sql`cardinality(${t.languages}) between 1 and ${sql.raw(String(LANGUAGES.length))} and ${t.languages} <@ ${sql.raw(`array[${LANGUAGES.map((l) => `'${l}'`).join(', ')}]::text[]`)}`,
    ),
    index('surveys_company_owner_idx').on(t.companyId, t.ownerId),
    index('surveys_company_series_idx').on(t.companyId, t.seriesId),
    uniqueIndex('surveys_repeat_of_key').on(t.repeatOf),
    check('surveys_repeat_months_check', sql`${t.repeatMonths} between 1 and 24`),
    check('surveys_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('surveys_audience_check', sql`${t.audience} ${inList(AUDIENCES)}`),
    check('surveys_anonymity_threshold_check', sql`${t.anonymityThreshold} ${ANONYMITY_THRESHOLDS}`),
    foreignKey({ name: 'surveys_designation_fk', columns: [t.companyId, t.positionDesignationId], foreignColumns: [masterItems.companyId, masterItems.id] }),
    foreignKey({ name: 'surveys_department_fk', columns: [t.companyId, t.positionDepartmentId], foreignColumns: [masterItems.companyId, masterItems.id] }),
    foreignKey({ name: 'surveys_group_fk', columns: [t.companyId, t.positionGroupId], foreignColumns: [masterItems.companyId, masterItems.id] }),
  ],
);

/** The value of each competency type a survey uses (50 unless set), which weighs its competencies in the overall score. */
export const surveyTypeValues = pgTable(
  'survey_type_values',
  {
    surveyId: integer('survey_id').notNull(),
    companyId: integer('company_id').notNull(),
    typeId: integer('type_id').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [
    primaryKey({ name: 'survey_type_values_pkey', columns: [t.surveyId, t.typeId] }),
    foreignKey({ name: 'survey_type_values_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete(
      'cascade',
    ),
    // NO ACTION: a type a survey uses is not deleted from the library.
    foreignKey({ name: 'survey_type_values_type_fk', columns: [t.companyId, t.typeId], foreignColumns: [competencyTypes.companyId, competencyTypes.id] }),
    check('survey_type_values_value_check', sql`${t.value} between 0 and 100`),
  ],
);

/** The competencies a survey rates, in the order chosen, with weight (25 unless set) and expected level. */
export const surveyCompetencies = pgTable(
  'survey_competencies',
  {
    surveyId: integer('survey_id').notNull(),
    companyId: integer('company_id').notNull(),
    competencyId: integer('competency_id').notNull(),
    weight: integer('weight').notNull(),
    expectedLevel: text('expected_level', { enum: PROFICIENCY_LEVELS }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'survey_competencies_pkey', columns: [t.surveyId, t.competencyId] }),
    foreignKey({ name: 'survey_competencies_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete(
      'cascade',
    ),
    // NO ACTION: a competency a survey uses is not deleted from the library.
    foreignKey({
      name: 'survey_competencies_competency_fk',
      columns: [t.companyId, t.competencyId],
      foreignColumns: [competencies.companyId, competencies.id],
    }),
    index('survey_competencies_competency_idx').on(t.companyId, t.competencyId),
    check('survey_competencies_weight_check', sql`${t.weight} between 0 and 100`),
    check('survey_competencies_level_check', sql`${t.expectedLevel} ${inList(PROFICIENCY_LEVELS)}`),
  ],
);

/**
 * One rater asked about one ratee (survey_assign). A rater appears once per ratee, and
 * "self" is exactly the ratee rating themselves. Deleting an employee deletes what was asked
 * about them and what they were asked but did not submit (a trigger, migration 0010); what
 * they submitted stays, with rater_id null, so that no figure moves when someone leaves and
 * nobody learns their answers by comparing a report before and after. invited_at is set when the invitation went
 * out (send-email mails only the rows without it); status moves pending → draft →
 * submitted as the rater answers.
 */
/**
 * Raters from outside the company (a customer, a supplier, a former manager): a name and an
 * address, never an account. Their personal link's token is kept only as its hash; a resend
 * replaces the hash, so the old link stops working.
 */
export const externalRaters = pgTable(
  'external_raters',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    linkSentAt: timestamp('link_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('external_raters_company_id_key').on(t.companyId, t.id),
    uniqueIndex('external_raters_survey_email_key').on(t.surveyId, sql`lower(${t.email})`),
    uniqueIndex('external_raters_token_key').on(t.tokenHash),
    foreignKey({ name: 'external_raters_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete('cascade'),
  ],
);

export const surveyAssignments = pgTable(
  'survey_assignments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    rateeId: integer('ratee_id').notNull(),
    raterId: integer('rater_id'),
    // An external rater instead of an employee; always rates as "other".
    externalRaterId: integer('external_rater_id'),
    relationship: text('relationship', { enum: RELATIONSHIPS }).notNull(),
    status: text('status', { enum: ASSIGNMENT_STATUSES }).notNull().default('pending'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    // The key the rater's browser made with its draft: a submit retried after a time-out counts once.
    submitKey: text('submit_key'),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    // Who the rater is, kept when they leave (rater_id null): 'e' + employee id, 'x' + a hash of an outside rater's
    // address (the same outsider across surveys), 'a' + assignment id otherwise. Set by a trigger (migration 0019);
    // the disclosure auditor (server/disclosure/) tells the same rater apart across surveys by it.
    raterKey: text('rater_key'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('survey_assignments_company_id_key').on(t.companyId, t.id),
    uniqueIndex('survey_assignments_survey_ratee_rater_key').on(t.surveyId, t.rateeId, t.raterId),
    uniqueIndex('survey_assignments_survey_ratee_external_key').on(t.surveyId, t.rateeId, t.externalRaterId),
    foreignKey({
      name: 'survey_assignments_external_fk',
      columns: [t.companyId, t.externalRaterId],
      foreignColumns: [externalRaters.companyId, externalRaters.id],
    }).onDelete('cascade'),
    check('survey_assignments_external_check', sql`${t.externalRaterId} is null or (${t.raterId} is null and ${t.relationship} = 'other')`),
    index('survey_assignments_rater_idx').on(t.companyId, t.raterId),
    index('survey_assignments_survey_status_idx').on(t.surveyId, t.status),
    foreignKey({ name: 'survey_assignments_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'survey_assignments_ratee_fk', columns: [t.companyId, t.rateeId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'cascade',
    ),
    // SET NULL (rater_id) only, written by hand in migration 0010: company_id stays.
    foreignKey({ name: 'survey_assignments_rater_fk', columns: [t.companyId, t.raterId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'set null',
    ),
    check('survey_assignments_relationship_check', sql`${t.relationship} ${inList(RELATIONSHIPS)}`),
    check('survey_assignments_status_check', sql`${t.status} ${inList(ASSIGNMENT_STATUSES)}`),
    check('survey_assignments_self_check', sql`(${t.relationship} = 'self') = (${t.rateeId} = ${t.raterId})`),
  ],
);

/**
 * Nomination, when the ratee proposes their raters: one row per ratee of such a survey. The
 * ratee submits their list, the approver (their manager or HR) approves it, perhaps changed,
 * or returns it with a note. Only approved raters become assignments and are invited.
 */
export const surveyNominations = pgTable(
  'survey_nominations',
  {
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    rateeId: integer('ratee_id').notNull(),
    status: text('status', { enum: NOMINATION_STATUSES }).notNull().default('open'),
    note: text('note').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    // The ratee's manager (employee) when the nomination opened: the one approver besides HR, whatever the tree does later.
    approverId: integer('approver_id'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    // Why the approver accepted fewer raters than a minimum asks (docs/nomination-limits.md); empty when the list met them.
    belowMinimumReason: text('below_minimum_reason').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'survey_nominations_pkey', columns: [t.surveyId, t.rateeId] }),
    check('survey_nominations_status_check', sql`${t.status} ${inList(NOMINATION_STATUSES)}`),
    foreignKey({ name: 'survey_nominations_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'survey_nominations_ratee_fk', columns: [t.companyId, t.rateeId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The raters a ratee proposes: an employee, or an outsider by name and address (rates as "other"). */
export const surveyNominees = pgTable(
  'survey_nominees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    rateeId: integer('ratee_id').notNull(),
    raterId: integer('rater_id'),
    externalName: text('external_name'),
    externalEmail: text('external_email'),
    relationship: text('relationship', { enum: NOMINATED_RELATIONSHIPS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('survey_nominees_rater_key').on(t.surveyId, t.rateeId, t.raterId),
    uniqueIndex('survey_nominees_external_key').on(t.surveyId, t.rateeId, sql`lower(${t.externalEmail})`),
    check('survey_nominees_relationship_check', sql`${t.relationship} ${inList(NOMINATED_RELATIONSHIPS)}`),
    check(
      'survey_nominees_who_check',
      sql`(${t.raterId} is null) <> (${t.externalEmail} is null) and (${t.externalEmail} is null or ${t.relationship} = 'other')`,
    ),
    foreignKey({
      name: 'survey_nominees_nomination_fk',
      columns: [t.surveyId, t.rateeId],
      foreignColumns: [surveyNominations.surveyId, surveyNominations.rateeId],
    }).onDelete('cascade'),
    foreignKey({ name: 'survey_nominees_rater_fk', columns: [t.companyId, t.raterId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The scheduled reminders already queued: a row per survey, kind and day, inserted in the
 * transaction that puts the mails in the outbox, so each goes out once whatever the number of
 * server processes, and one that fell due while every process was down goes when one starts.
 */
export const surveyReminderRuns = pgTable(
  'survey_reminder_runs',
  {
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    kind: text('kind', { enum: ['answer', 'nomination'] }).notNull(),
    daysBefore: integer('days_before').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'survey_reminder_runs_pkey', columns: [t.surveyId, t.kind, t.daysBefore] }),
    foreignKey({ name: 'survey_reminder_runs_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete(
      'cascade',
    ),
  ],
);

/*
 * Answers: per assignment, a value 0–4 (null: not observed) for each
 * statement of the survey's competencies, an observed proficiency level and an optional comment per
 * competency. Saved as a draft while the rater works; frozen once the assignment is
 * submitted (survey_assignments.status). Keys carry company_id like everything else.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    assignmentId: integer('assignment_id').notNull(),
    companyId: integer('company_id').notNull(),
    statementId: integer('statement_id').notNull(),
    value: smallint('value'),
  },
  (t) => [
    primaryKey({ name: 'survey_answers_pkey', columns: [t.assignmentId, t.statementId] }),
    foreignKey({
      name: 'survey_answers_assignment_fk',
      columns: [t.companyId, t.assignmentId],
      foreignColumns: [surveyAssignments.companyId, surveyAssignments.id],
    }).onDelete('cascade'),
    // NO ACTION: a statement someone has answered is not deleted from the library.
    foreignKey({
      name: 'survey_answers_statement_fk',
      columns: [t.companyId, t.statementId],
      foreignColumns: [competencyStatements.companyId, competencyStatements.id],
    }),
    index('survey_answers_statement_idx').on(t.companyId, t.statementId),
    check('survey_answers_value_check', sql`${t.value} ${between(ANSWER_SCALE[0], ANSWER_SCALE[ANSWER_SCALE.length - 1]!)}`),
  ],
);

export const surveyLevels = pgTable(
  'survey_levels',
  {
    assignmentId: integer('assignment_id').notNull(),
    companyId: integer('company_id').notNull(),
    competencyId: integer('competency_id').notNull(),
    level: text('level', { enum: PROFICIENCY_LEVELS }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'survey_levels_pkey', columns: [t.assignmentId, t.competencyId] }),
    foreignKey({
      name: 'survey_levels_assignment_fk',
      columns: [t.companyId, t.assignmentId],
      foreignColumns: [surveyAssignments.companyId, surveyAssignments.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'survey_levels_competency_fk', columns: [t.companyId, t.competencyId], foreignColumns: [competencies.companyId, competencies.id] }),
    check('survey_levels_level_check', sql`${t.level} ${inList(PROFICIENCY_LEVELS)}`),
  ],
);

export const surveyComments = pgTable(
  'survey_comments',
  {
    assignmentId: integer('assignment_id').notNull(),
    companyId: integer('company_id').notNull(),
    competencyId: integer('competency_id').notNull(),
    text: text('text').notNull(),
    // The language the survey was shown in when the text was last written (issue 42): the insights read it so.
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
  },
  (t) => [
    primaryKey({ name: 'survey_comments_pkey', columns: [t.assignmentId, t.competencyId] }),
    check('survey_comments_language_check', sql`${t.language} ${inList(LANGUAGES)}`),
    foreignKey({
      name: 'survey_comments_assignment_fk',
      columns: [t.companyId, t.assignmentId],
      foreignColumns: [surveyAssignments.companyId, surveyAssignments.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'survey_comments_competency_fk', columns: [t.companyId, t.competencyId], foreignColumns: [competencies.companyId, competencies.id] }),
  ],
);

/** A ratee's report shown to them: the feedback area releases it, and can take it back. */
export const reportReleases = pgTable(
  'report_releases',
  {
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    rateeId: integer('ratee_id').notNull(),
    releasedBy: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    // The ratee's manager (employee) on the day of the release: with the survey's manager rater, who reads it in My team.
    managerId: integer('manager_id'),
  },
  (t) => [
    primaryKey({ name: 'report_releases_pkey', columns: [t.surveyId, t.rateeId] }),
    foreignKey({ name: 'report_releases_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete('cascade'),
    foreignKey({ name: 'report_releases_ratee_fk', columns: [t.companyId, t.rateeId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The development action library (issue 40): what a company suggests doing to grow in one competency, at one
 * proficiency level or any (level null). A company list like the competencies (archived: kept for the plans that
 * took it, offered nowhere new); a competency loaded from the starter library brings its starter actions.
 */
export const developmentLibraryActions = pgTable(
  'development_library_actions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    competencyId: integer('competency_id').notNull(),
    level: text('level', { enum: PROFICIENCY_LEVELS }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('development_library_actions_title_key').on(t.companyId, t.competencyId, sql`lower(btrim(${t.title}))`),
    unique('development_library_actions_company_id_key').on(t.companyId, t.id),
    // The competency's deletion takes its actions with it (a competency a survey uses is never deleted).
    foreignKey({
      name: 'development_library_actions_competency_fk',
      columns: [t.companyId, t.competencyId],
      foreignColumns: [competencies.companyId, competencies.id],
    }).onDelete('cascade'),
    check('development_library_actions_level_check', sql`${t.level} is null or ${t.level} ${inList(PROFICIENCY_LEVELS)}`),
  ],
);

/**
 * Individual development plans: actions for a ratee after a survey, usually on
 * one competency. The owner is an employee of the same company; when they leave, the
 * action stays without one (the migration sets only owner_id null).
 */
export const developmentActions = pgTable(
  'development_actions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    rateeId: integer('ratee_id').notNull(),
    competencyId: integer('competency_id'),
    // The library action it was taken from (issue 40), whose outcomes rank the suggestions; null when written freely.
    libraryActionId: integer('library_action_id'),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    ownerId: integer('owner_id'),
    // Who supports the owner (a manager or an employee HR made a coach); sees and updates the action.
    coachId: integer('coach_id'),
    // The coaching engagement whose session agreed it (issue 41): its coach is the action's coach, inside or outside the company.
    engagementId: integer('engagement_id'),
    dueDate: date('due_date'),
    status: text('status', { enum: ['planned', 'in_progress', 'done'] })
      .notNull()
      .default('planned'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('development_actions_ratee_idx').on(t.companyId, t.rateeId),
    index('development_actions_survey_idx').on(t.companyId, t.surveyId),
    index('development_actions_coach_idx')
      .on(t.companyId, t.coachId)
      .where(sql`${t.coachId} is not null`),
    foreignKey({ name: 'development_actions_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'development_actions_ratee_fk', columns: [t.companyId, t.rateeId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'development_actions_owner_fk', columns: [t.companyId, t.ownerId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'set null',
    ),
    foreignKey({ name: 'development_actions_coach_fk', columns: [t.companyId, t.coachId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'set null',
    ),
    // NO ACTION: a competency a survey uses is not deleted from the library anyway.
    foreignKey({
      name: 'development_actions_competency_fk',
      columns: [t.companyId, t.competencyId],
      foreignColumns: [competencies.companyId, competencies.id],
    }),
    check('development_actions_status_check', sql`${t.status} in ('planned', 'in_progress', 'done')`),
    // On the id alone, so that a deleted engagement sets only engagement_id null (its company's own: the code sets it).
    foreignKey({ name: 'development_actions_engagement_fk', columns: [t.engagementId], foreignColumns: [coachingEngagements.id] }).onDelete('set null'),
    // NO ACTION: a library action a plan took is archived, not deleted (the list refuses it as in use).
    foreignKey({
      name: 'development_actions_library_action_fk',
      columns: [t.companyId, t.libraryActionId],
      foreignColumns: [developmentLibraryActions.companyId, developmentLibraryActions.id],
    }),
  ],
);

/**
 * What followed a development action (issue 40): recorded when the first later survey's results open for its ratee
 * (server/feedback/actions/results.ts), from the figures HR's report shows (survey_result_scores.others, rounded as
 * shown): the ratee's others' mean on the action's competency in the action's survey (before) and in that later
 * survey (after). Nothing is recorded where either figure is missing or withheld.
 */
export const developmentActionOutcomes = pgTable(
  'development_action_outcomes',
  {
    actionId: integer('action_id')
      .primaryKey()
      .references(() => developmentActions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    nextSurveyId: integer('next_survey_id').notNull(),
    scoreBefore: numeric('score_before', { precision: 4, scale: 2 }).notNull(),
    scoreAfter: numeric('score_after', { precision: 4, scale: 2 }).notNull(),
    change: numeric('change', { precision: 4, scale: 2 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('development_action_outcomes_company_idx').on(t.companyId),
    foreignKey({
      name: 'development_action_outcomes_survey_fk',
      columns: [t.companyId, t.nextSurveyId],
      foreignColumns: [surveys.companyId, surveys.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Each submitted rater's score per competency: the mean of their answers to its statements
 * (the first step of the report's scoring). Kept by triggers (migration 0009) whenever an assignment is submitted or a
 * submitted assignment's answers are written, so scoring reads one row per rater and
 * competency instead of every answer. A statement raters have answered keeps its wording and competency (README: in-use rules).
 */
export const raterCompetencyScores = pgTable(
  'rater_competency_scores',
  {
    assignmentId: integer('assignment_id').notNull(),
    companyId: integer('company_id').notNull(),
    competencyId: integer('competency_id').notNull(),
    score: doublePrecision('score').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rater_competency_scores_pkey', columns: [t.assignmentId, t.competencyId] }),
    foreignKey({
      name: 'rater_competency_scores_assignment_fk',
      columns: [t.companyId, t.assignmentId],
      foreignColumns: [surveyAssignments.companyId, surveyAssignments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'rater_competency_scores_competency_fk',
      columns: [t.companyId, t.competencyId],
      foreignColumns: [competencies.companyId, competencies.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The survey's per-ratee headline figures, frozen when its results are first opened
 * (server/feedback/actions/results.ts): each ratee's all_others and self score, overall (competency_id
 * null) and per competency, with the designation they had then. Benchmarks are read from here,
 * so neither a later change of designation nor an employee who leaves moves a figure a ratee
 * has seen (a difference of two benchmarks would otherwise give one person's score). A ratee
 * who leaves keeps their row, with ratee_id null.
 */
export const surveyResultScores = pgTable(
  'survey_result_scores',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    rateeId: integer('ratee_id'),
    designationId: integer('designation_id'),
    competencyId: integer('competency_id'),
    // A competency type's row (competency_id null): alerts read the types.
    typeId: integer('type_id'),
    // 'q' + the ratee's employee id, kept when they leave: the auditor's name for this ratee across surveys.
    rateeKey: text('ratee_key'),
    // The all_others figure as released to the company's HR: null where the disclosure auditor withheld it.
    others: doublePrecision('others'),
    self: doublePrecision('self'),
  },
  (t) => [
    index('survey_result_scores_survey_idx').on(t.surveyId, t.competencyId),
    foreignKey({ name: 'survey_result_scores_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete(
      'cascade',
    ),
    // SET NULL (ratee_id) only, written by hand in migration 0010.
    foreignKey({ name: 'survey_result_scores_ratee_fk', columns: [t.companyId, t.rateeId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'set null',
    ),
  ],
);

/**
 * The disclosure auditor's audiences (server/disclosure/): the company's HR ('hr') or one person ('e' + employee
 * id). The auditor holds an audience's row (FOR UPDATE) while it decides, so two processes never release
 * together what it would refuse one after the other.
 */
export const disclosureAudiences = pgTable(
  'disclosure_audiences',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
  },
  (t) => [primaryKey({ name: 'disclosure_audiences_pkey', columns: [t.companyId, t.audience] })],
);

/**
 * The ledger: every figure about answers decided for an audience, across all surveys and all time, released or
 * withheld. A figure is a mean over `members`: in the 'rater' space the anonymous raters (rater_key) of one ratee
 * behind a group's competency figure (`figure` the group, `item` the competency); in the 'ratee' space the other
 * ratees (ratee_key) behind a benchmark (`figure` company or designation, `item` the competency, 0 overall).
 * `combines_with`: for a withheld figure, the surveys of the earlier releases it would have combined with.
 * One row holds every item of a figure with the same members and decision (`items`): a survey's figures are
 * mostly the same raters on every competency, and a 1,000-ratee survey writes 2,000 rows, not 20,000. The
 * audience's lock, not a unique key, keeps one decision per figure.
 * No key to the survey or the ratee: what an audience has seen stays seen when they are gone.
 */
export const disclosureLedger = pgTable(
  'disclosure_ledger',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    audience: text('audience').notNull(),
    surveyId: integer('survey_id').notNull(),
    rateeId: integer('ratee_id').notNull(),
    space: text('space', { enum: ['rater', 'ratee'] }).notNull(),
    figure: text('figure').notNull(),
    items: integer('items').array().notNull(),
    members: text('members').array().notNull(),
    released: boolean('released').notNull(),
    combinesWith: integer('combines_with')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disclosure_ledger_report_idx').on(t.companyId, t.audience, t.surveyId, t.rateeId),
    index('disclosure_ledger_audience_ratee_idx').on(t.companyId, t.audience, t.space, t.rateeId),
    foreignKey({
      name: 'disclosure_ledger_audience_fk',
      columns: [t.companyId, t.audience],
      foreignColumns: [disclosureAudiences.companyId, disclosureAudiences.audience],
    }).onDelete('cascade'),
    check('disclosure_ledger_space_check', sql`${t.space} in ('rater', 'ratee')`),
  ],
);

/**
 * Signed-in sessions: every JWT carries its session's id (`sid`); a token whose session is revoked or gone is
 * refused on every process. last_seen_at is refreshed at most once a minute.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Who changed what (issue 37): append-only; a trigger (migration 0021) refuses every UPDATE, and a DELETE unless
 * it prunes entries older than the company's audit_retention_days inside a transaction that says so
 * (set local app.audit_prune = 'on').
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id'),
    // Who it was when it happened (name and address), kept when the account goes.
    actor: text('actor').notNull().default(''),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // A dotted verb: 'survey.raters.add', 'user.email.change', 'permissions.update'…
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    surveyId: integer('survey_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_company_at_idx').on(t.companyId, t.at),
    index('audit_log_entity_idx').on(t.companyId, t.entity, t.entityId),
    index('audit_log_survey_idx')
      .on(t.companyId, t.surveyId)
      .where(sql`${t.surveyId} is not null`),
  ],
);

/**
 * Comment insights (issue 40), computed in the background once a survey's results open: one row per ratee, and one
 * for the whole survey (ratee_id null). `comments` are the comments the HR report shows, numbered as the engine read
 * them; `insights` is null when they were fewer than the survey's anonymity threshold.
 */
export const commentInsights = pgTable(
  'comment_insights',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    rateeId: integer('ratee_id'),
    language: text('language').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    comments: jsonb('comments').$type<InsightComment[]>().notNull(),
    insights: jsonb('insights').$type<CommentInsights>(),
  },
  (t) => [
    uniqueIndex('comment_insights_survey_ratee_key').on(t.surveyId, sql`coalesce(${t.rateeId}, 0)`),
    foreignKey({ name: 'comment_insights_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete('cascade'),
    foreignKey({ name: 'comment_insights_ratee_fk', columns: [t.companyId, t.rateeId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * Surveys whose comment insights are due: queued in the transaction that opens their results, claimed for a lease
 * with FOR UPDATE SKIP LOCKED (like the outbox), so one process computes each; done_at once stored.
 */
export const commentInsightJobs = pgTable(
  'comment_insight_jobs',
  {
    surveyId: integer('survey_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    foreignKey({ name: 'comment_insight_jobs_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete(
      'cascade',
    ),
    index('comment_insight_jobs_due_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * The coach pool (issue 41): an employee of the company (internal coach, `employee_id`) or a person outside it
 * (`email`, who opens a personal link whose token is kept only as its hash, like an outside rater's). Each states the
 * competencies they coach, their languages and how many coachees they take at once.
 */
export const coachProfiles = pgTable(
  'coach_profiles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id'),
    name: text('name').notNull().default(''),
    email: text('email'),
    organisation: text('organisation').notNull().default(''),
    competencyIds: integer('competency_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    capacity: integer('capacity').notNull().default(3),
    active: boolean('active').notNull().default(true),
    tokenHash: text('token_hash'),
    linkSentAt: timestamp('link_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coach_profiles_company_id_key').on(t.companyId, t.id),
    uniqueIndex('coach_profiles_employee_key')
      .on(t.companyId, t.employeeId)
      .where(sql`${t.employeeId} is not null`),
    uniqueIndex('coach_profiles_email_key')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('coach_profiles_token_key').on(t.tokenHash),
    foreignKey({ name: 'coach_profiles_employee_fk', columns: [t.companyId, t.employeeId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'cascade',
    ),
    check('coach_profiles_kind_check', sql`(${t.employeeId} is null) = (${t.email} is not null)`),
    check('coach_profiles_capacity_check', sql`${t.capacity} between 0 and ${sql.raw(String(MAX_COACH_CAPACITY))}`),
  ],
);

/**
 * One coachee coached by one coach after one released report, on some of its development areas. At most one open
 * (pending approval or active) per report. What the coach may see is not stored here: it is the latest of the
 * coachee's recorded consents (coaching_consents), read on every request.
 */
export const coachingEngagements = pgTable(
  'coaching_engagements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    rateeId: integer('ratee_id').notNull(),
    coachId: integer('coach_id').notNull(),
    competencyIds: integer('competency_ids').array().notNull(),
    language: text('language').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ENGAGEMENT_STATUSES }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    unique('coaching_engagements_company_id_key').on(t.companyId, t.id),
    uniqueIndex('coaching_engagements_open_key')
      .on(t.companyId, t.surveyId, t.rateeId)
      .where(sql`${t.status} in ('pending_approval', 'active')`),
    index('coaching_engagements_coach_idx').on(t.companyId, t.coachId),
    index('coaching_engagements_ratee_idx').on(t.companyId, t.rateeId),
    foreignKey({ name: 'coaching_engagements_survey_fk', columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'coaching_engagements_ratee_fk', columns: [t.companyId, t.rateeId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'coaching_engagements_coach_fk',
      columns: [t.companyId, t.coachId],
      foreignColumns: [coachProfiles.companyId, coachProfiles.id],
    }).onDelete('cascade'),
    check('coaching_engagements_status_check', sql`${t.status} ${inList(ENGAGEMENT_STATUSES)}`),
  ],
);

/** The coachee's consents, as facts: appended, never changed. The latest is in force; 'none' is a withdrawal. */
export const coachingConsents = pgTable(
  'coaching_consents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    engagementId: integer('engagement_id').notNull(),
    scope: text('scope', { enum: CONSENT_SCOPES }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coaching_consents_engagement_idx').on(t.engagementId, t.id),
    foreignKey({
      name: 'coaching_consents_engagement_fk',
      columns: [t.companyId, t.engagementId],
      foreignColumns: [coachingEngagements.companyId, coachingEngagements.id],
    }).onDelete('cascade'),
    check('coaching_consents_scope_check', sql`${t.scope} ${inList(CONSENT_SCOPES)}`),
  ],
);

/** A coaching session; `sequence` counts its changes, as the iCalendar invitation's SEQUENCE does. */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    engagementId: integer('engagement_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    location: text('location').notNull().default(''),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('coaching_sessions_company_id_key').on(t.companyId, t.id),
    index('coaching_sessions_engagement_idx').on(t.engagementId, t.startsAt),
    foreignKey({
      name: 'coaching_sessions_engagement_fk',
      columns: [t.companyId, t.engagementId],
      foreignColumns: [coachingEngagements.companyId, coachingEngagements.id],
    }).onDelete('cascade'),
    check('coaching_sessions_status_check', sql`${t.status} ${inList(SESSION_STATUSES)}`),
    check('coaching_sessions_minutes_check', sql`${t.minutes} between ${sql.raw(String(SESSION_MINUTES.min))} and ${sql.raw(String(SESSION_MINUTES.max))}`),
  ],
);

/** Notes private to coach and coachee: no HR or manager route reads this table. */
export const coachingNotes = pgTable(
  'coaching_notes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    engagementId: integer('engagement_id').notNull(),
    sessionId: integer('session_id'),
    author: text('author', { enum: ['coach', 'coachee'] }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coaching_notes_engagement_idx').on(t.engagementId, t.id),
    foreignKey({
      name: 'coaching_notes_engagement_fk',
      columns: [t.companyId, t.engagementId],
      foreignColumns: [coachingEngagements.companyId, coachingEngagements.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'coaching_notes_session_fk', columns: [t.sessionId], foreignColumns: [coachingSessions.id] }).onDelete('set null'),
    check('coaching_notes_author_check', sql`${t.author} in ('coach', 'coachee')`),
  ],
);

/** Where a company's coaching events are posted (an outside coaching provider), signed with the endpoint's secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    // The HMAC key: the receiver holds it too, so it is kept as it is (shown to HR once, on creation or rotation).
    secret: text('secret').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('webhook_endpoints_company_id_key').on(t.companyId, t.id)],
);

/**
 * One event for one endpoint, queued in the transaction that made the event and delivered from here like the
 * outbox's mails (claimed by one process until claimed_until, retried with back-off); kept as the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    endpointId: integer('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.companyId, t.endpointId],
      foreignColumns: [webhookEndpoints.companyId, webhookEndpoints.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A company's SCIM bearer tokens (docs/provisioning.md): an identity provider provisions the company's people with one.
 * Only the sha256 of the secret is kept; revoking deletes the row (the audit log keeps that it existed).
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('scim_tokens_token_hash_key').on(t.tokenHash), index('scim_tokens_company_idx').on(t.companyId, t.id)],
);

/**
 * A company's single sign-on through its OpenID Connect provider (issue 43, docs/sso.md). The client secret is
 * sealed (server/security/secret-box.ts) and never answered back; `email_domains` lead a person typing their address
 * to their company's provider before any account of theirs exists.
 */
export const companySso = pgTable('company_sso', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  emailDomains: text('email_domains')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  claimEmail: text('claim_email').notNull().default('email'),
  claimGivenName: text('claim_given_name').notNull().default('given_name'),
  claimFamilyName: text('claim_family_name').notNull().default('family_name'),
  claimEmployeeCode: text('claim_employee_code').notNull().default(''),
  // Just-in-time: a verified address the company does not know yet becomes an employee at their first sign-in.
  createPeople: boolean('create_people').notNull().default(false),
  // Password sign-in refused for the company's people, except the break-glass admin below.
  ssoOnly: boolean('sso_only').notNull().default(false),
  breakGlassUserId: integer('break_glass_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in sent to a provider and not yet back: kept by the sha256 of its `state`, taken (deleted) by the callback,
 * so a callback replayed or forged finds nothing. The PKCE verifier and the nonce never leave the server.
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    stateHash: text('state_hash').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_sign_ins_expires_idx').on(t.expiresAt)],
);
