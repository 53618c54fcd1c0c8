import { sql } from 'drizzle-orm';
import {
  DEFAULT_DEVELOPMENT_THRESHOLD,
  DEFAULT_SUCCESSION_THRESHOLD,
  type AnalyticsDimension,
  type FeedbackAlerts,
  type SurveyAnalytics,
} from '../../../schemas/analytics';
import { pendingDetail } from '../rules/pending';
import type { Db } from '../../db/db-type';
import { isRowId, rowsOf } from '../../db/sql';
import { alertsOf } from '../queries/analytics-alerts';
import { surveyAnalytics } from '../queries/analytics-heatmap';
import { feedbackSettings } from './analytics-settings';
import { openClosedResults, openResults } from './results';
import type { Gated } from './reports';
import { feedbackTrends } from './trends';

export const DRAFT_HAS_NO_ANSWERS = 'This survey is a draft: it has no answers yet.';

type SurveyHead = { id: number; title: string; is_draft: boolean };

/**
 * Group analytics, alerts and the company's feedback settings. Every figure
 * comes from the scoring CTEs (scoring-sql.ts), which leave out whatever
 * the anonymity threshold hides, and only from closed surveys (results.ts);
 * every query carries the company.
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
    return {
      succession_threshold: current?.succession_threshold ?? DEFAULT_SUCCESSION_THRESHOLD,
      development_threshold: current?.development_threshold ?? DEFAULT_DEVELOPMENT_THRESHOLD,
    };
  }

  return {
    settings,
    /** Scores across successive closed surveys: a person's and the company's (trends.ts). */
    trends: feedbackTrends(db, companyId),

    /** null: not the company's survey; 'draft': a draft, which has no answers; pending while it is open. */
    async analytics(surveyId: number, by: AnalyticsDimension, now: Date): Promise<Gated<SurveyAnalytics> | 'draft'> {
      const survey = await surveyHead(surveyId);
      if (!survey) return null;
      if (survey.is_draft) return 'draft';
      const gate = await openResults(db, companyId, surveyId, now);
      if (!gate) return null;
      if (gate.state === 'pending') return { pending: pendingDetail(gate) };
      return { result: await surveyAnalytics(db, companyId, { id: survey.id, title: survey.title }, by) };
    },

    /**
     * One survey's alerts (null when it is not the company's, pending while it is open), or,
     * without one, those of every closed survey, each survey's ratees separately.
     */
    async alerts(now: Date, surveyId?: number): Promise<Gated<FeedbackAlerts>> {
      let ids: number[];
      if (surveyId === undefined) {
        ids = await openClosedResults(db, companyId, now);
      } else {
        const survey = await surveyHead(surveyId);
        if (!survey) return null;
        const gate = survey.is_draft ? null : await openResults(db, companyId, surveyId, now);
        if (gate?.state === 'pending') return { pending: pendingDetail(gate) };
        ids = gate ? [survey.id] : [];
      }
      return { result: await alertsOf(db, companyId, ids, await thresholds()) };
    },

    /** The alerts of the surveys whose results are already open: a read that opens nothing (the dashboard's counts). */
    async openedAlerts(): Promise<FeedbackAlerts> {
      const result = await db.execute(sql`select id from surveys
        where company_id = ${companyId} and results_opened_at is not null order by id`);
      return alertsOf(
        db,
        companyId,
        rowsOf<{ id: number }>(result).map((row) => row.id),
        await thresholds(),
      );
    },
  };
}
export type FeedbackAnalyticsRepository = ReturnType<typeof feedbackAnalyticsRepository>;
