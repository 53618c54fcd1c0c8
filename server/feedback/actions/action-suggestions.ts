import type { ActionSuggestions } from '../../../schemas/development-library';
import type { Db } from '../../db/db-type';
import { isRowId } from '../../db/sql';
import { conflicting, done, missing, type Outcome } from '../../http/outcome';
import { areaScores, companyThreshold, isRateeIn, libraryCandidates } from '../queries/action-suggestions';
import { developmentAreas, suggestionsAnswer } from '../rules/action-suggestions';
import { pendingDetail } from '../rules/pending';
import { openResults } from './results';

/**
 * A ratee's development areas in a survey with the library's actions for each, ranked by what followed them in this
 * company (issue 40). Gated like the report: closed surveys only, and the first read opens the results (and records
 * the outcomes of earlier actions).
 */
export async function readActionSuggestions(db: Db, companyId: number, surveyId: number, rateeId: number, now: Date): Promise<Outcome<ActionSuggestions>> {
  if (!isRowId(rateeId)) return missing();
  const gate = await openResults(db, companyId, surveyId, now);
  if (!gate) return missing();
  if (gate.state === 'pending') return conflicting(pendingDetail(gate));
  if (!(await isRateeIn(db, companyId, surveyId, rateeId))) return missing();
  const threshold = await companyThreshold(db, companyId);
  if (threshold === null) return missing();
  const areas = developmentAreas(await areaScores(db, companyId, surveyId, rateeId));
  const candidates = await libraryCandidates(
    db,
    companyId,
    areas.map((a) => ({ competency_id: a.competency_id, level: a.expected_level })),
  );
  return done(suggestionsAnswer(areas, candidates, threshold));
}
