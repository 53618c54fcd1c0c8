import { sql } from 'drizzle-orm';
import type { DevelopmentAction, DevelopmentActionInput, DevelopmentActionPatch } from '../../../schemas/development-plan';
import type { Db } from '../../db/db-type';
import { isRowId, rowsOf } from '../../db/sql';
import { developmentActionsRepository, type ActionWrite } from '../queries/development-actions';
import { managedBy, selectActions, visibleToTeam } from '../queries/development-action-view';
import { TEAM_ACTION_REFUSALS } from '../messages';

/** What a team write answers: not found (null), refused (`forbidden` detail, nothing written), or the write. */
export type TeamWrite = null | { forbidden: string } | ActionWrite;

const releasedFor = (companyId: number, survey: number, ratee: number) => sql`exists (select 1 from report_releases rr
  where rr.company_id = ${companyId} and rr.survey_id = ${survey} and rr.ratee_id = ${ratee})`;

/**
 * Development actions as a manager, an owner or a coach reaches them (`userId` the caller):
 * a manager (team-access.ts) plans from a released report and changes any field;
 * an owner or coach moves the status and keeps notes. Anything else answers null (404).
 */
export function teamActionsRepository(db: Db, companyId: number) {
  const actions = developmentActionsRepository(db, companyId);
  const visible = async (userId: number, id: number) => (await selectActions(db, companyId, sql`d.id = ${id} and ${visibleToTeam(userId)}`))[0] ?? null;

  return {
    list: (userId: number): Promise<DevelopmentAction[]> => selectActions(db, companyId, visibleToTeam(userId)),

    /** One action the caller works on (null: not on their team). */
    get: (userId: number, id: number): Promise<DevelopmentAction | null> => (isRowId(id) ? visible(userId, id) : Promise.resolve(null)),

    /** Only by who reads the ratee's report of that survey in My team (`manages`, else null), once released (else 400). */
    async create(userId: number, input: DevelopmentActionInput, now: Date, manages: boolean): Promise<TeamWrite> {
      if (!manages) return null;
      if (!isRowId(input.survey)) return { errors: { survey: [TEAM_ACTION_REFUSALS.notReleased] } };
      const [ok] = rowsOf<{ yes: boolean }>(await db.execute(sql`select ${releasedFor(companyId, input.survey, input.ratee)} as yes`));
      if (!ok?.yes) return { errors: { survey: [TEAM_ACTION_REFUSALS.notReleased] } };
      return actions.create(input, userId, now);
    },

    /** The manager changes any field; an owner or coach only the status and notes. */
    async update(userId: number, id: number, patch: DevelopmentActionPatch, now: Date): Promise<TeamWrite> {
      if (!isRowId(id)) return null;
      const action = await visible(userId, id);
      if (!action) return null;
      const [asManager] = await selectActions(db, companyId, sql`d.id = ${id} and ${managedBy(userId)}`);
      const beyondProgress = Object.keys(patch).some((k) => k !== 'status' && k !== 'notes');
      if (!asManager && beyondProgress) return { forbidden: TEAM_ACTION_REFUSALS.progressOnly };
      return actions.update(id, patch, now);
    },
  };
}

export type TeamActionsRepository = ReturnType<typeof teamActionsRepository>;
