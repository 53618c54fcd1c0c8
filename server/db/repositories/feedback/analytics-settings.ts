import { eq } from 'drizzle-orm';
import type { FieldErrors } from '../../../../schemas/errors';
import type { FeedbackSettings } from '../../../../schemas/analytics';
import type { Db } from '../../client';
import { companies } from '../../schema';

export const THRESHOLDS_CROSSED = 'Must be below the succession threshold: nobody can be both a succession candidate and a development need.';

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
    async put(input: FeedbackSettings): Promise<{ settings: FeedbackSettings } | { errors: FieldErrors }> {
      if (input.development_threshold >= input.succession_threshold) {
        return { errors: { development_threshold: [THRESHOLDS_CROSSED] } };
      }
      const [row] = await db.update(companies).set({
        successionThreshold: input.succession_threshold,
        developmentThreshold: input.development_threshold,
        anonymityThreshold: input.anonymity_threshold,
      }).where(eq(companies.id, companyId)).returning(columns);
      return { settings: row! };
    },
  };
}
