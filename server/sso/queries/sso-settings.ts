import { and, eq, sql } from 'drizzle-orm';
import type { SsoSettings } from '../../../schemas/sso';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { companySso, users } from '../../db/schema';

export type SsoRow = typeof companySso.$inferSelect;

/** What is stored, as the form shows it (the secret never leaves: its field always reads empty). */
export interface StoredSso {
  row: SsoRow;
  breakGlassEmail: string;
}

export const settingsOf = ({ row, breakGlassEmail }: StoredSso): SsoSettings => ({
  issuer: row.issuer,
  client_id: row.clientId,
  client_secret: '',
  email_domains: row.emailDomains.join(', '),
  claim_email: row.claimEmail,
  claim_given_name: row.claimGivenName,
  claim_family_name: row.claimFamilyName,
  claim_employee_code: row.claimEmployeeCode,
  create_people: row.createPeople,
  sso_only: row.ssoOnly,
  break_glass_email: breakGlassEmail,
});

/** The audit log's picture of a setting: everything but the secret, of which only a change is told. */
const audited = (s: SsoSettings) => ({ ...s, client_secret: undefined });

export type SsoWrite = Omit<typeof companySso.$inferInsert, 'companyId' | 'updatedAt'>;

/** A company's single sign-on: read, and saved with its audit entry in one transaction. */
export function ssoSettingsRepository(db: Db) {
  async function read(companyId: number): Promise<StoredSso | null> {
    const [found] = await db
      .select({ row: companySso, breakGlassEmail: users.email })
      .from(companySso)
      .leftJoin(users, and(eq(users.id, companySso.breakGlassUserId), eq(users.companyId, companySso.companyId)))
      .where(eq(companySso.companyId, companyId));
    return found ? { row: found.row, breakGlassEmail: found.breakGlassEmail ?? '' } : null;
  }

  return {
    read,

    /** The id of the company's admin with this address; null when there is none. */
    async adminId(companyId: number, email: string): Promise<number | null> {
      const [found] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(sql`lower(${users.email})`, email.trim().toLowerCase())));
      return found?.id ?? null;
    },

    /** Domains another company already leads to its provider: a domain leads to one company only. */
    async domainsTaken(companyId: number, domains: string[]): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await db
        .select({ domain: sql<string>`d` })
        .from(sql`${companySso}, unnest(${companySso.emailDomains}) as d`)
        .where(and(sql`${companySso.companyId} <> ${companyId}`, sql`d = any(${sql.param(domains)}::text[])`));
      return rows.map((r) => r.domain);
    },

    save: (by: AuditActor, companyId: number, values: SsoWrite, shown: SsoSettings, now: Date): Promise<StoredSso> =>
      db.transaction(async (tx) => {
        const [was] = await tx.select().from(companySso).where(eq(companySso.companyId, companyId)).for('update');
        const before = was ? await ssoSettingsRepository(tx).read(companyId) : null;
        await tx
          .insert(companySso)
          .values({ ...values, companyId, updatedAt: now })
          .onConflictDoUpdate({ target: companySso.companyId, set: { ...values, updatedAt: now } });
        await recordAudit(tx, by, {
          action: 'settings.sso',
          entity: 'settings',
          entityId: companyId,
          before: before ? audited(settingsOf(before)) : null,
          after: { ...audited(shown), client_secret_changed: !was || was.clientSecretSealed !== values.clientSecretSealed },
        });
        return (await ssoSettingsRepository(tx).read(companyId))!;
      }),
  };
}
