import { sql } from 'drizzle-orm';
import type { SurveyStatus } from '../../../schemas/survey';
import type { IntroTranslations } from '../../../schemas/survey-mail-settings';
import type { Db } from '../../db/db-type';
import { isRowId } from '../../db/sql';
import { rowsOf } from '../../db/sql';
import { dayOf, surveyStatus } from './survey-view';

/** What mailing, reminding and reading assignments need to know of a survey. */
export interface SurveyState {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  isDraft: boolean;
  status: SurveyStatus;
  companyName: string;
  /** Peers, direct reports and other raters are shown only in groups of at least this many. */
  anonymityThreshold: number;
  invitationIntro: string;
  reminderIntro: string;
  introTranslations: IntroTranslations;
}

/** The survey's state, its status worked out as everywhere else; null when the id is not a survey of this company. */
export async function surveyState(db: Db, companyId: number, id: number, now: Date): Promise<SurveyState | null> {
  if (!isRowId(id)) return null;
  const result = await db.execute(sql`
    select s.id, s.title, s.start_date::text as "startDate", s.end_date::text as "endDate", s.is_draft as "isDraft",
      ${surveyStatus(dayOf(now))} as status,
      c.name as "companyName", s.anonymity_threshold as "anonymityThreshold",
      s.invitation_intro as "invitationIntro", s.reminder_intro as "reminderIntro", s.intro_translations as "introTranslations"
    from surveys s join companies c on c.id = s.company_id
    where s.company_id = ${companyId} and s.id = ${id}`);
  return rowsOf<SurveyState>(result)[0] ?? null;
}
