import { eq } from 'drizzle-orm';
import type { FieldErrors } from '../../../schemas/errors';
import type { FeedbackSettings } from '../../../schemas/analytics';
import { changedFields } from '../../audit/diff';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { companies } from '../../db/schema';
import { THRESHOLDS_CROSSED } from '../messages';

const columns = {
  succession_threshold: companies.successionThreshold,
  development_threshold: companies.developmentThreshold,
  anonymity_threshold: companies.anonymityThreshold,
};

/** The company's alert thresholds (percent) and the anonymity threshold new surveys start with. */
export function feedbackSettings(db: Db, companyId: number) {
  return {
    async get(): Promise<FeedbackSettings | null> {
      const [row] = await db.select(columns).from(companies).where(eq(companies.id, companyId));
      return row ?? null;
    },

    /** Refuses (nothing written) when the development threshold is not below the succession one. */
    async put(input: FeedbackSettings, by?: AuditActor): Promise<{ settings: FeedbackSettings } | { errors: FieldErrors }> {
      if (input.development_threshold >= input.succession_threshold) {
        return { errors: { development_threshold: [THRESHOLDS_CROSSED] } };
      }
      return db.transaction(async (tx) => {
        const [was] = await tx.select(columns).from(companies).where(eq(companies.id, companyId)).for('update');
        const [row] = await tx
          .update(companies)
          .set({
            successionThreshold: input.succession_threshold,
            developmentThreshold: input.development_threshold,
            anonymityThreshold: input.anonymity_threshold,
          })
          .where(eq(companies.id, companyId))
          .returning(columns);
        const changed = was && row && changedFields(was, row);
        if (by && changed) await recordAudit(tx, by, { action: 'settings.feedback', entity: 'settings', entityId: companyId, ...changed });
        return { settings: row! };
      });
    },
  };
}
