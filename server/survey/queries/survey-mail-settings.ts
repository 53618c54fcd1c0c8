import { and, eq } from 'drizzle-orm';
import { trimmedTranslations } from '../../../schemas/content-translations';
import type { SurveyMailSettings } from '../../../schemas/survey-mail-settings';
import type { Db } from '../../db/db-type';
import { surveys } from '../../db/schema';
import { isRowId } from '../../db/sql';

const columns = {
  invitation_intro: surveys.invitationIntro,
  reminder_intro: surveys.reminderIntro,
  intro_translations: surveys.introTranslations,
  reminder_days: surveys.reminderDays,
};

/** The intro texts and reminder days of one company's surveys; null when the survey is not this company's. */
export function surveyMailSettingsRepository(db: Db, companyId: number) {
  const mine = (id: number) => and(eq(surveys.companyId, companyId), eq(surveys.id, id));
  return {
    async mailSettings(id: number): Promise<SurveyMailSettings | null> {
      if (!isRowId(id)) return null;
      const [row] = await db.select(columns).from(surveys).where(mine(id));
      return row ?? null;
    },

    async setMailSettings(id: number, settings: SurveyMailSettings): Promise<SurveyMailSettings | null> {
      if (!isRowId(id)) return null;
      const days = [...settings.reminder_days].sort((a, b) => b - a);
      const [row] = await db
        .update(surveys)
        .set({
          invitationIntro: (settings.invitation_intro ?? '').trim(),
          reminderIntro: (settings.reminder_intro ?? '').trim(),
          // Absent: kept as it is, as the content translations are (a client that knows nothing of them loses nothing).
          ...(settings.intro_translations && { introTranslations: trimmedTranslations(settings.intro_translations) }),
          reminderDays: days,
        })
        .where(mine(id))
        .returning(columns);
      return row ?? null;
    },
  };
}
