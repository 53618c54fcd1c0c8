import { sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { rowsOf, userDisplayName } from '../db/sql';
import { recordAudit, type AuditActor, type AuditEntry } from './record';

/** One seat of a survey as the audit log names it: whom, by whom (a person's name, or an outsider's name and address), as what. */
export interface RaterSeat {
  ratee: string;
  rater: string;
  relationship: string;
}
export type RaterSnapshot = Map<string, RaterSeat>;

/** Every seat of a survey, keyed by ratee and rater (employee or outsider), read inside the caller's transaction. */
export async function raterSnapshot(tx: Db, companyId: number, surveyId: number): Promise<RaterSnapshot> {
  const rows = rowsOf<{ k: string; ratee: string; rater: string; relationship: string }>(
    await tx.execute(sql`
    select a.ratee_id || ':' || coalesce('e' || a.rater_id, 'x' || a.external_rater_id, 'a' || a.id) as k,
      (select ${userDisplayName} from employees e join users u on u.id = e.user_id where e.id = a.ratee_id) as ratee,
      coalesce((select ${userDisplayName} from employees e join users u on u.id = e.user_id where e.id = a.rater_id),
        (select x.name || ' <' || x.email || '>' from external_raters x where x.id = a.external_rater_id), '') as rater,
      a.relationship
    from survey_assignments a where a.company_id = ${companyId} and a.survey_id = ${surveyId}`),
  );
  return new Map(rows.map((r) => [r.k, { ratee: r.ratee ?? '', rater: r.rater, relationship: r.relationship }]));
}

/** The seats added, removed and moved between two snapshots, one entry each kind, filed under the survey. */
export function raterChanges(surveyId: number, before: RaterSnapshot, after: RaterSnapshot): AuditEntry[] {
  const added = [...after].filter(([k]) => !before.has(k)).map(([, seat]) => seat);
  const removed = [...before].filter(([k]) => !after.has(k)).map(([, seat]) => seat);
  const changed = [...after].filter(([k, seat]) => before.has(k) && before.get(k)!.relationship !== seat.relationship);
  const entry = (action: string, b: unknown, a: unknown): AuditEntry => ({ action, entity: 'survey', entityId: surveyId, surveyId, before: b, after: a });
  return [
    ...(added.length ? [entry('survey.raters.add', undefined, { raters: added })] : []),
    ...(removed.length ? [entry('survey.raters.remove', { raters: removed }, undefined)] : []),
    ...(changed.length ? [entry('survey.raters.change', { raters: changed.map(([k]) => before.get(k)!) }, { raters: changed.map(([, seat]) => seat) })] : []),
  ];
}

/** Records what a write did to a survey's raters, given the snapshot taken before it, in the same transaction. */
export async function recordRaterChanges(tx: Db, by: AuditActor, companyId: number, surveyId: number, before: RaterSnapshot): Promise<void> {
  await recordAudit(tx, by, raterChanges(surveyId, before, await raterSnapshot(tx, companyId, surveyId)));
}
