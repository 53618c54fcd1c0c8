import { sql } from 'drizzle-orm';
import type { RaterQuality } from '../../../schemas/rater-quality';
import type { Db } from '../../db/db-type';
import { isRowId, rowsOf } from '../../db/sql';
import { conflicting, done, invalid, missing, type Outcome } from '../../http/outcome';
import { companyDistribution, surveyQualityFigures } from '../queries/rater-quality';
import { pendingDetail } from '../rules/pending';
import { raterQuality } from '../rules/rater-quality';
import { DRAFT_HAS_NO_ANSWERS } from './analytics';
import { openResults } from './results';

/**
 * HR's rater-quality signals of one survey: gated like its analytics (closed surveys only; the first read opens its
 * results, so the auditor has decided HR's figures before any is read here), then read from what the reports show.
 */
export async function readRaterQuality(db: Db, companyId: number, surveyId: number, now: Date): Promise<Outcome<RaterQuality>> {
  if (!isRowId(surveyId)) return missing();
  const head = rowsOf<{ id: number; title: string; is_draft: boolean }>(
    await db.execute(sql`select id, title, is_draft from surveys where company_id = ${companyId} and id = ${surveyId}`),
  )[0];
  if (!head) return missing();
  if (head.is_draft) return invalid({ survey: [DRAFT_HAS_NO_ANSWERS] });
  const gate = await openResults(db, companyId, surveyId, now);
  if (!gate) return missing();
  if (gate.state === 'pending') return conflicting(pendingDetail(gate));
  const figures = await surveyQualityFigures(db, companyId, surveyId);
  const company = await companyDistribution(db, companyId);
  return done(raterQuality({ id: head.id, title: head.title }, { ...figures, company }));
}
