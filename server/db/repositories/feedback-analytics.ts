import { sql } from 'drizzle-orm';
import type { AnalyticsDimension, FeedbackAlerts, SurveyAnalytics } from '../../../schemas/analytics';
import type { Db } from '../client';
import { isRowId, rowsOf } from '../sql';
import { alertsOf } from './feedback-analytics-alerts';
import { surveyAnalytics } from './feedback-analytics-heatmap';
import { feedbackSettings } from './feedback-analytics-settings';

export const DRAFT_HAS_NO_ANSWERS = 'This survey is a draft: it has no answers yet.';

type SurveyHead = { id: number; title: string; is_draft: boolean };

/**
 * Group analytics, alerts and the company's feedback settings (issue 8). Every figure
 * comes from the scoring CTEs (server/feedback/scoring-sql.ts), which leave out whatever
 * the anonymity threshold hides; every query carries the company.
 */
export function feedbackAnalyticsRepository(db: Db, companyId: number) {
  const settings = feedbackSettings(db, companyId);

  async function surveyHead(id: number): Promise<SurveyHead | null> {
    if (!isRowId(id)) return null;
    const result = await db.execute(sql`
      select id, title, is_draft from surveys where company_id = ${companyId} and id = ${id}`);
    return rowsOf<SurveyHead>(result)[0] ?? null;
  }

  async function thresholds() {
    const current = await settings.get();
    return { succession_threshold: current?.succession_threshold ?? 80, development_threshold: current?.development_threshold ?? 50 };
  }

  return {
    settings,

    /** null: not the company's survey; 'draft': a draft, which has no answers. */
    async analytics(surveyId: number, by: AnalyticsDimension): Promise<SurveyAnalytics | 'draft' | null> {
      const survey = await surveyHead(surveyId);
      if (!survey) return null;
      if (survey.is_draft) return 'draft';
      return surveyAnalytics(db, companyId, { id: survey.id, title: survey.title }, by);
    },

    /**
     * One survey's alerts (null when it is not the company's), or, without one, those of
     * every published survey with a submitted answer, each survey's ratees separately.
     */
    async alerts(surveyId?: number): Promise<FeedbackAlerts | null> {
      let ids: number[];
      if (surveyId === undefined) {
        const result = await db.execute(sql`
          select s.id from surveys s
          where s.company_id = ${companyId} and not s.is_draft
            and exists (select 1 from survey_assignments a where a.survey_id = s.id and a.status = 'submitted')
          order by s.id`);
        ids = rowsOf<{ id: number }>(result).map((row) => row.id);
      } else {
        const survey = await surveyHead(surveyId);
        if (!survey) return null;
        ids = survey.is_draft ? [] : [survey.id];
      }
      return alertsOf(db, companyId, ids, await thresholds());
    },
  };
}
export type FeedbackAnalyticsRepository = ReturnType<typeof feedbackAnalyticsRepository>;
