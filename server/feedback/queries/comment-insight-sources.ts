import { sql } from 'drizzle-orm';
import type { CommentInsightsInput } from '../../../schemas/comment-insights';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import { scoreCtes } from './scoring-sql';

/** A comment of a rater the report counts (visible_raters: the threshold and pooling applied), with its group. */
export interface SourceComment {
  ratee_id: number;
  grp: string;
  competency_id: number;
  text: string;
  /** The language the rater answered in (survey_comments.language). */
  language: string;
}

/**
 * Every non-empty comment of a survey's visible raters, per ratee in the report's order. The auditor's withholding
 * is applied after, per ratee, by the caller.
 */
export async function visibleComments(db: Db, companyId: number, surveyId: number): Promise<SourceComment[]> {
  const result = await db.execute(sql`${scoreCtes(companyId, surveyId)}
    select v.ratee_id, v.grp, m.competency_id, m.text, m.language
    from survey_comments m join visible_raters v on v.assignment_id = m.assignment_id
    where btrim(m.text) <> ''
    order by v.ratee_id, m.competency_id, md5(m.text), m.assignment_id`);
  return rowsOf<SourceComment>(result);
}

/** The survey's competencies as the engine reads them (title, definition, live statements), and its threshold. */
export async function insightSurvey(
  db: Db,
  companyId: number,
  surveyId: number,
): Promise<{ threshold: number; competencies: CommentInsightsInput['competencies'] } | null> {
  const result = await db.execute(sql`
    select s.anonymity_threshold as threshold,
      (select coalesce(json_agg(json_build_object('id', c.id, 'title', c.title, 'description', c.definition,
          'statements', (select coalesce(json_agg(st.statement order by st.id), '[]') from competency_statements st
            where st.company_id = ${companyId} and st.competency_id = c.id and st.archived_at is null)) order by sc.position), '[]')
        from survey_competencies sc join competencies c on c.company_id = sc.company_id and c.id = sc.competency_id
        where sc.company_id = ${companyId} and sc.survey_id = s.id) as competencies
    from surveys s where s.company_id = ${companyId} and s.id = ${surveyId}`);
  return rowsOf<{ threshold: number; competencies: CommentInsightsInput['competencies'] }>(result)[0] ?? null;
}
