import { sql } from 'drizzle-orm';
import type { ExternalAsker } from '../../../schemas/external-rater';
import type { SurveyStatus } from '../../../schemas/survey';
import type { Rater } from '../rater';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import { hashLink } from './external-raters';
import { dayOf, surveyStatus } from '../queries/survey-view';

/**
 * What a link opens: nothing (null) for a link that was never sent or has been replaced,
 * alike, so the answer never tells which; 'closed' once its survey has closed; else the
 * outside rater, in their company, reaching only their own assignments, with who asks them.
 */
export type OpenedLink = null | 'closed' | (Rater & { asker: ExternalAsker });

/** The public side of outside raters' links: no company is known until the link names one. */
export function externalLinksRepository(db: Db) {
  return {
    async open(token: string, now: Date): Promise<OpenedLink> {
      const [found] = rowsOf<{ company_id: number; id: number; status: SurveyStatus } & ExternalAsker>(
        await db.execute(sql`
        select x.company_id, x.id, ${surveyStatus(dayOf(now))} as status, c.name as company,
          nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') as asked_by
        from external_raters x join surveys s on s.company_id = x.company_id and s.id = x.survey_id
        join companies c on c.id = x.company_id
        left join users u on u.id = s.owner_id and u.company_id = x.company_id
        where x.token_hash = ${hashLink(token)}`),
      );
      if (!found) return null;
      if (found.status === 'closed') return 'closed';
      const asker = { company: found.company, asked_by: found.asked_by };
      return { db, companyId: found.company_id, key: { externalId: found.id }, asker };
    },
  };
}
