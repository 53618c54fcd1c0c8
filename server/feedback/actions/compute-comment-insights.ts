import { ANALYSED_LANGUAGE, engineInput, insightGroups } from '../rules/insight-groups';
import { shownComments } from '../rules/report-withholding';
import { reportWithholding } from '../../disclosure/actions/report-withholding';
import type { Db } from '../../db/db-type';
import { analyseOffThread } from '../insights-thread/analyse-off-thread';
import { claimInsightJob, markInsightJobDone, markInsightJobFailed, type ClaimedInsightJob } from '../queries/comment-insight-jobs';
import { insightSurvey, visibleComments, type SourceComment } from '../queries/comment-insight-sources';
import { replaceSurveyInsights, type StoredInsights } from '../queries/comment-insights-store';

/** A claim outlasts the largest survey's computation (about a minute for 10,000 comments) several times. */
const LEASE_SECONDS = 600;
const RETRY_SECONDS = 60;

const later = (date: Date, s: number) => new Date(date.getTime() + s * 1000);

/**
 * Each ratee's comments as the HR report shows them: raters the report counts (scoring-sql.ts), less the groups the
 * disclosure auditor withheld from HR (decided when the results were opened, so nothing is decided here anew).
 */
async function shownToHr(db: Db, job: ClaimedInsightJob, threshold: number): Promise<Map<number, SourceComment[]>> {
  const byRatee = new Map<number, SourceComment[]>();
  for (const c of await visibleComments(db, job.company_id, job.survey_id)) {
    const list = byRatee.get(c.ratee_id);
    if (list) list.push(c);
    else byRatee.set(c.ratee_id, [c]);
  }
  for (const [ratee, comments] of byRatee) {
    const w = await reportWithholding(db, job.company_id, { kind: 'hr' }, { survey: job.survey_id, ratee, threshold });
    byRatee.set(ratee, shownComments(comments, w));
  }
  return byRatee;
}

async function compute(db: Db, job: ClaimedInsightJob, now: () => Date): Promise<void> {
  const survey = await insightSurvey(db, job.company_id, job.survey_id);
  if (!survey) return;
  const groups = insightGroups(await shownToHr(db, job, survey.threshold), survey.threshold);
  const analysed = await analyseOffThread(groups.map((group) => engineInput(group, survey.competencies)));
  const computedAt = now();
  const rows: StoredInsights[] = groups.map((group, i) => ({
    rateeId: group.rateeId,
    language: ANALYSED_LANGUAGE,
    computedAt,
    comments: group.comments,
    insights: analysed[i]!,
  }));
  await db.transaction(async (tx) => {
    await replaceSurveyInsights(tx, job.company_id, job.survey_id, rows);
    await tx.execute(markInsightJobDone(job.survey_id, now()));
  });
}

/**
 * Computes the comment insights of every survey due, one claimed survey at a time, so several processes share the
 * work and none computes a survey another holds. Answers how many surveys it stored.
 */
export async function computeDueInsights(db: Db, now: () => Date, log: (surveyId: number, err: string) => void): Promise<number> {
  let stored = 0;
  for (;;) {
    const job = await claimInsightJob(db, now(), later(now(), LEASE_SECONDS));
    if (!job) return stored;
    try {
      await compute(db, job, now);
      stored += 1;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log(job.survey_id, message);
      await markInsightJobFailed(db, job.survey_id, message, later(now(), RETRY_SECONDS * job.attempts));
    }
  }
}
