import { eq, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '../../../schemas/language';
import type { AuthUser } from '../../../schemas/user';
import type { Db } from '../../db/db-type';
import { companies, permissions, users } from '../../db/schema';
import { pendingEmailOf } from './tokens';

/** Columns of the AuthUser answer: the user, its company and its permissions. */
const columns = {
  id: users.id,
  email: users.email,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  contact_num: users.contactNum,
  language: users.language,
  role: users.role,
  companyId: companies.id,
  companyName: companies.name,
  companyLanguage: companies.defaultLanguage,
  lastLogin: users.lastLogin,
  tokenVersion: users.tokenVersion,
  dashboard: permissions.dashboard,
  workforce: permissions.workforce,
  organization: permissions.organization,
  survey: permissions.survey,
  master: permissions.master,
  feedback: permissions.feedback,
};

/** `extra`: further columns of the same row (the principal's stamp). */
export function selectAuthUsers<E extends Record<string, SQL>>(db: Db, extra: E = {} as E) {
  return db
    .select({ ...columns, ...extra })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(permissions, eq(permissions.userId, users.id));
}

/**
 * The same with the new sign-in address waiting on its link: for the answers that show an
 * account, not for the principal every request reads (which has no use for it).
 */
export function selectAuthUserAnswers(db: Db) {
  return db
    .select({ ...columns, pendingEmail: pendingEmailOf(users.id) })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(permissions, eq(permissions.userId, users.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAuthUsers>['execute']>>[number] & { pendingEmail?: string | null };

export function toAuthUser(row: Row): AuthUser {
  // Admins use every area whatever their row says (the permissions screen cannot change them).
  const all = row.role === 'superuser' || row.role === 'admin';
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    contact_num: row.contact_num,
    language: row.language,
    role: row.role,
    company: row.companyId === null ? null : { id: row.companyId, name: row.companyName ?? '', default_language: row.companyLanguage ?? DEFAULT_LANGUAGE },
    permissions: {
      dashboard: all || (row.dashboard ?? false),
      workforce: all || (row.workforce ?? false),
      organization: all || (row.organization ?? false),
      survey: all || (row.survey ?? false),
      master: all || (row.master ?? false),
      feedback: all || (row.feedback ?? false),
    },
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
    ...(row.pendingEmail !== undefined && { pending_email: row.pendingEmail }),
  };
}
