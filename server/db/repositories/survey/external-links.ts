import { sql } from 'drizzle-orm';
import type { SurveyStatus } from '../../../../schemas/survey';
import type { Db } from '../../client';
import { rowsOf } from '../../sql';
import { hashLink } from './external-raters';
import { surveyAnswersRepository, type SurveyAnswersRepository } from './survey-answers';
import { dayOf, surveyStatus } from './survey-view';

/**
 * What a link opens: nothing (null) for a link that was never sent or has been replaced,
 * alike, so the answer never tells which; 'closed' once its survey has closed; else the
 * outside rater's answers, in their company, reaching only their own assignments.
 */
export type OpenedLink = null | 'closed' | SurveyAnswersRepository;

/** The public side of outside raters' links: no company is known until the link names one. */
export function externalLinksRepository(db: Db) {
  return {
    async open(token: string, now: Date): Promise<OpenedLink> {
      const [found] = rowsOf<{ company_id: number; id: number; status: SurveyStatus }>(await db.execute(sql`
        select x.company_id, x.id, ${surveyStatus(dayOf(now))} as status
        from external_raters x join surveys s on s.company_id = x.company_id and s.id = x.survey_id
        where x.token_hash = ${hashLink(token)}`));
      if (!found) return null;
      if (found.status === 'closed') return 'closed';
      return surveyAnswersRepository(db, found.company_id, { externalId: found.id });
    },
  };
}
