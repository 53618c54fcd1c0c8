import { sql } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import type { Db } from '../../db/db-type';
import { recipientLanguage } from '../../i18n/recipient-language';
import { rowsOf } from '../../db/sql';

/** An engagement's people as mails, invitations, webhook events, guides and exports name them. */
export interface EngagementPeople {
  id: number;
  company_id: number;
  company: string;
  survey_id: number;
  survey: string;
  status: string;
  language: string;
  competency_ids: number[];
  requested_at: Date | string;
  coachee_id: number;
  coachee_user_id: number;
  coachee_name: string;
  coachee_email: string;
  coach_id: number;
  coach_name: string;
  /** The internal coach's account address, or the outside coach's own. */
  coach_email: string;
  organisation: string;
  kind: 'internal' | 'outside';
  /** What each party's mails are written in: a profile's language, else the company's (an outside coach has no profile). */
  coachee_language: Language;
  coach_language: Language;
}

const nameOf = (u: string) => sql.raw(`coalesce(nullif(btrim(${u}.first_name || ' ' || ${u}.last_name), ''), ${u}.username)`);

/** The engagement `id` of `companyId` with its coachee, coach, survey and company; null when there is none. */
export async function engagementPeople(db: Db, companyId: number, id: number): Promise<EngagementPeople | null> {
  const [row] = rowsOf<EngagementPeople>(
    await db.execute(sql`
    select g.id, g.company_id, co.name as company, g.survey_id, s.title as survey, g.status, g.language, g.competency_ids,
      g.requested_at, g.ratee_id as coachee_id, cu.id as coachee_user_id, ${nameOf('cu')} as coachee_name, cu.email as coachee_email,
      cp.id as coach_id, case when cp.employee_id is null then cp.name else ${nameOf('ku')} end as coach_name,
      coalesce(cp.email, ku.email) as coach_email, cp.organisation,
      case when cp.employee_id is null then 'outside' else 'internal' end as kind,
      ${recipientLanguage(sql`cu.language`, sql`cu.company_id`)} as coachee_language,
      ${recipientLanguage(sql`ku.language`, sql`g.company_id`)} as coach_language
    from coaching_engagements g
    join companies co on co.id = g.company_id
    join surveys s on s.company_id = g.company_id and s.id = g.survey_id
    join employees ce on ce.company_id = g.company_id and ce.id = g.ratee_id
    join users cu on cu.id = ce.user_id
    join coach_profiles cp on cp.company_id = g.company_id and cp.id = g.coach_id
    left join employees ke on ke.company_id = g.company_id and ke.id = cp.employee_id
    left join users ku on ku.id = ke.user_id
    where g.company_id = ${companyId} and g.id = ${id}`),
  );
  return row ?? null;
}
