import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every list of names: platform-wide (company_id null: company type, industry…) and,
 * later, per company (group, designation, department).
 */
export const masterItems = pgTable('master_items', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
  list: text('list').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
}, (t) => [
  // Names are unique per list and owner, ignoring case and surrounding blanks.
  uniqueIndex('master_items_list_owner_name_key')
    .on(t.list, sql`coalesce(${t.companyId}, 0)`, sql`lower(btrim(${t.name}))`),
  // A company's list is read by company_id = …, which the expression above cannot serve.
  index('master_items_company_list_idx').on(t.companyId, t.list),
  // Target of the employees' composite keys: an employee never points into another company's list.
  unique('master_items_company_id_key').on(t.companyId, t.id),
]);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contactNum: text('contact_num').notNull().default(''),
  companyTypeId: integer('company_type_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
  industryId: integer('industry_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
  marketShareId: integer('market_share_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
  annualRevenueId: integer('annual_revenue_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
  totalHeadCountId: integer('total_head_count_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'set null' }),
  anonymityThreshold: integer('anonymity_threshold').notNull().default(3),
  // Bumped by triggers (migration 0005) whenever a node of the organisation tree changes:
  // the key under which server processes cache the tree's JSON (server/organization).
  hierarchyVersion: integer('hierarchy_version').notNull().default(0),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  username: text('username').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  contactNum: text('contact_num').notNull().default(''),
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['superuser', 'admin', 'user'] }).notNull().default('user'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  // Carried as `ver` in every JWT: bumping it voids every token issued before.
  tokenVersion: integer('token_version').notNull().default(0),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  uniqueIndex('users_company_username_key').on(sql`coalesce(${t.companyId}, 0)`, sql`lower(${t.username})`),
  index('users_company_idx').on(t.companyId),
  check('users_role_check', sql`${t.role} in ('superuser', 'admin', 'user')`),
  check('users_company_check', sql`${t.companyId} is not null or ${t.role} = 'superuser'`),
]);

export const permissions = pgTable('permissions', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  dashboard: boolean('dashboard').notNull().default(true),
  workforce: boolean('workforce').notNull().default(false),
  organization: boolean('organization').notNull().default(false),
  survey: boolean('survey').notNull().default(false),
  master: boolean('master').notNull().default(false),
  feedback: boolean('feedback').notNull().default(false),
});

export const oneTimeTokens = pgTable('one_time_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['confirm', 'reset'] }).notNull(),
  // sha256 hex of the mailed token: a database leak reveals no usable link.
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  check('one_time_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'reset')`),
]);

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/** Fixed-window counters shared by every server process (failed sign-ins, mails sent). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
}, (t) => [index('rate_limits_window_idx').on(t.windowStart)]);

/*
 * A company's competency model (DESIGN §4): types → competencies → behavioural statements.
 * Duplicates (spec §5) are refused by unique indexes on trimmed, lower-cased text, so two
 * racing requests cannot both win; long texts are compared by their md5, which keeps the
 * index entries small. Composite foreign keys carry company_id, so no row can point into
 * another company even if a query forgot to check.
 */
export const competencyTypes = pgTable('competency_types', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('competency_types_company_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
  unique('competency_types_company_id_key').on(t.companyId, t.id),
]);

export const competencies = pgTable('competencies', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  typeId: integer('type_id').notNull(),
  title: text('title').notNull(),
  definition: text('definition').notNull(),
  createdAt: createdAt(),
}, (t) => [
  // A type in use is not deleted silently (README: in-use rules): the key refuses it. NO ACTION,
  // checked at the end of the statement, still lets a company's deletion cascade through all three.
  foreignKey({ name: 'competencies_type_fk', columns: [t.companyId, t.typeId], foreignColumns: [competencyTypes.companyId, competencyTypes.id] })
    .onDelete('no action'),
  uniqueIndex('competencies_company_type_title_definition_key')
    .on(t.companyId, t.typeId, sql`lower(btrim(${t.title}))`, sql`md5(lower(btrim(${t.definition})))`),
  unique('competencies_company_id_type_key').on(t.companyId, t.id, t.typeId),
]);

export const competencyStatements = pgTable('competency_statements', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  typeId: integer('type_id').notNull(),
  competencyId: integer('competency_id').notNull(),
  statement: text('statement').notNull(),
  createdAt: createdAt(),
}, (t) => [
  // A statement's type is always its competency's: moving a competency moves its statements.
  foreignKey({
    name: 'competency_statements_competency_fk',
    columns: [t.companyId, t.competencyId, t.typeId],
    foreignColumns: [competencies.companyId, competencies.id, competencies.typeId],
  }).onDelete('cascade').onUpdate('cascade'),
  uniqueIndex('competency_statements_company_competency_statement_key')
    .on(t.companyId, t.competencyId, sql`md5(lower(btrim(${t.statement})))`),
]);

/*
 * The workforce (spec §3): an employee is a user of the company with an employee code, a
 * place in the master lists and a manager. The manager link (parent_id) is the
 * organisation tree; roots have none. Composite keys carry company_id, so neither a list
 * item nor a manager can belong to another company. Deleting a manager is refused by the
 * key until the repository has moved their reports up (one transaction), and deleting a
 * list item in use is refused likewise (README: in-use rules).
 */
export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  empCode: text('emp_code').notNull(),
  designationId: integer('designation_id'),
  departmentId: integer('department_id'),
  groupId: integer('group_id'),
  parentId: integer('parent_id'),
  // True until the welcome mail with its set-password link has gone out (server/invitations).
  invitePending: boolean('invite_pending').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('employees_user_key').on(t.userId),
  uniqueIndex('employees_company_emp_code_key').on(t.companyId, sql`lower(btrim(${t.empCode}))`),
  unique('employees_company_id_key').on(t.companyId, t.id),
  index('employees_company_parent_idx').on(t.companyId, t.parentId),
  index('employees_invite_pending_idx').on(t.id).where(sql`${t.invitePending}`),
  foreignKey({ name: 'employees_parent_fk', columns: [t.companyId, t.parentId], foreignColumns: [t.companyId, t.id] }),
  foreignKey({ name: 'employees_designation_fk', columns: [t.companyId, t.designationId], foreignColumns: [masterItems.companyId, masterItems.id] }),
  foreignKey({ name: 'employees_department_fk', columns: [t.companyId, t.departmentId], foreignColumns: [masterItems.companyId, masterItems.id] }),
  foreignKey({ name: 'employees_group_fk', columns: [t.companyId, t.groupId], foreignColumns: [masterItems.companyId, masterItems.id] }),
  check('employees_not_own_manager_check', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
]);
