import { sql } from 'drizzle-orm';
import type { SurveyPreview } from '../../../schemas/survey-preview';
import type { Db } from '../../db/db-type';
import { isRowId, rowsOf } from '../../db/sql';
import { surveyCompetenciesJson } from './answer-sheet';
import { surveyStatus } from './survey-view';

/**
 * One survey as its raters will see it, in ONE statement: the rater's view of the survey and
 * the competencies of the answer sheet (surveyCompetenciesJson), so the preview cannot drift
 * from what is asked. Null for another company's survey or none.
 */
export async function readPreview(db: Db, companyId: number, surveyId: number, today: string): Promise<SurveyPreview | null> {
  if (!isRowId(surveyId)) return null;
  const [found] = rowsOf<SurveyPreview>(
    await db.execute(sql`
    select json_build_object('id', s.id, 'title', s.title, 'description', s.description,
        'start_date', s.start_date::text, 'end_date', s.end_date::text, 'status', ${surveyStatus(today)},
        'anonymity_threshold', s.anonymity_threshold) as survey,
      ${surveyCompetenciesJson(companyId, sql`s.id`)} as competencies
    from surveys s where s.company_id = ${companyId} and s.id = ${surveyId}`),
  );
  return found ?? null;
}
