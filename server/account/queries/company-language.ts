import { eq } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { companies } from '../../db/schema';

/** The company's default language: read, and changed with its audit entry in one transaction. */
export function companyLanguageRepository(db: Db) {
  return {
    async get(companyId: number): Promise<Language | null> {
      const [row] = await db.select({ language: companies.defaultLanguage }).from(companies).where(eq(companies.id, companyId));
      return row?.language ?? null;
    },

    /** Null for no such company. */
    set: (by: AuditActor, companyId: number, language: Language): Promise<Language | null> =>
      db.transaction(async (tx) => {
        const [was] = await tx.select({ language: companies.defaultLanguage }).from(companies).where(eq(companies.id, companyId)).for('update');
        if (!was) return null;
        if (was.language === language) return language;
        const [row] = await tx
          .update(companies)
          .set({ defaultLanguage: language })
          .where(eq(companies.id, companyId))
          .returning({ language: companies.defaultLanguage });
        await recordAudit(tx, by, {
          action: 'settings.default_language',
          entity: 'settings',
          entityId: companyId,
          before: { default_language: was.language },
          after: { default_language: language },
        });
        return row?.language ?? null;
      }),
  };
}
