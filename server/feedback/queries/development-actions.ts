import { and, eq, sql } from 'drizzle-orm';
import type { ActionStatus, DevelopmentAction, DevelopmentActionInput, DevelopmentActionPatch } from '../../../schemas/development-plan';
import type { FieldErrors } from '../../../schemas/errors';
import type { Db } from '../../db/db-type';
import { isForeignKeyViolation } from '../../db/errors';
import { developmentActions } from '../../db/schema';
import { isRowId } from '../../db/sql';
import type { AuditActor } from '../../audit/record';
import { auditedRemoval } from '../../audit/row-changes';
import { queuePlanChanged } from '../../coaching/queries/plan-events';
import { blankTitle, REFUSALS } from '../rules/development-action-checks';
import { actionPeople, checkRefs } from './development-action-refs';
import { selectActions, visibleToRatee } from './development-action-view';

/** A write's outcome: the action as saved, or every field error (nothing written). */
export type ActionWrite = { action: DevelopmentAction } | { errors: FieldErrors };

// A row the checks found was deleted before the write (another request, same moment): the same 400.
const RACED: Record<string, keyof typeof REFUSALS> = {
  development_actions_survey_fk: 'survey',
  development_actions_ratee_fk: 'ratee',
  development_actions_competency_fk: 'competency',
  development_actions_owner_fk: 'owner',
  development_actions_coach_fk: 'coach',
  development_actions_library_action_fk: 'libraryAction',
};
function raceRefusal(err: unknown): ActionWrite {
  for (const [constraint, field] of Object.entries(RACED)) {
    if (isForeignKeyViolation(err, constraint)) return { errors: { [field === 'libraryAction' ? 'library_action' : field]: [REFUSALS[field]] } };
  }
  throw err;
}

/** completed_at follows the status: set when it becomes done, cleared when it leaves done. */
const completion = (status: ActionStatus | undefined, was: ActionStatus | null, now: Date) => {
  if (status === undefined || status === was) return {};
  return { completedAt: status === 'done' ? now : null };
};

/**
 * A company's individual development plans. Every query carries the company,
 * so another company's id finds nothing. Writes check every reference first (one query)
 * and write nothing when any fails; each write and the read of what it answers are one
 * transaction, so an answer that fails leaves nothing written. `now` is the app clock.
 */
export function developmentActionsRepository(db: Db, companyId: number) {
  const scope = (id: number) => and(eq(developmentActions.companyId, companyId), eq(developmentActions.id, id));
  const one = async (q: Db, id: number) => (await selectActions(q, companyId, sql`d.id = ${id}`))[0] ?? null;
  const stored = async (id: number) => {
    if (!isRowId(id)) return null;
    const [row] = await db.select().from(developmentActions).where(scope(id));
    return row ?? null;
  };

  return {
    /** One action; null: none of this company's. */
    get: (id: number): Promise<DevelopmentAction | null> => (isRowId(id) ? one(db, id) : Promise.resolve(null)),

    /** Optionally of one survey and/or one ratee; by due date (none last), then id. */
    list(query: { survey?: number | undefined; ratee?: number | undefined } = {}): Promise<DevelopmentAction[]> {
      const ids = [query.survey, query.ratee].filter((id) => id !== undefined);
      if (ids.some((id) => !isRowId(id))) return Promise.resolve([]);
      const survey = query.survey === undefined ? sql`true` : sql`d.survey_id = ${query.survey}`;
      const ratee = query.ratee === undefined ? sql`true` : sql`d.ratee_id = ${query.ratee}`;
      return selectActions(db, companyId, sql`${survey} and ${ratee}`);
    },

    /** The owner defaults to the ratee; `createdBy` is the caller's user id. */
    async create(input: DevelopmentActionInput, createdBy: number, now: Date): Promise<ActionWrite> {
      // By default the ratee owns the action: checking them as the ratee is enough.
      const errors = { ...blankTitle(input.title), ...(await checkRefs(db, companyId, input)) };
      // A wrong ratee already answers at `ratee`: who may own or coach for them is not judged then.
      if (errors.ratee) {
        if (errors.owner?.[0] === REFUSALS.ownerRole) delete errors.owner;
        if (errors.coach?.[0] === REFUSALS.coachRole) delete errors.coach;
      }
      const owner = input.owner === undefined ? input.ratee : input.owner;
      if (Object.keys(errors).length) return { errors };
      const status = input.status ?? 'planned';
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(developmentActions)
            .values({
              companyId,
              surveyId: input.survey,
              rateeId: input.ratee,
              competencyId: input.competency ?? null,
              title: input.title.trim(),
              libraryActionId: input.library_action ?? null,
              notes: input.notes?.trim() ?? '',
              ownerId: owner,
              coachId: input.coach ?? null,
              dueDate: input.due_date ?? null,
              status,
              createdBy,
              completedAt: status === 'done' ? now : null,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: developmentActions.id });
          await queuePlanChanged(tx, companyId, row!.id, 'created', now);
          return { action: (await one(tx, row!.id))! };
        });
      } catch (err) {
        return raceRefusal(err);
      }
    },

    /** null when the action is not the company's. Survey and ratee never change. */
    async update(id: number, patch: DevelopmentActionPatch, now: Date): Promise<ActionWrite | null> {
      const before = await stored(id);
      if (!before) return null;
      const refs = {
        survey: before.surveyId,
        rateeOf: before.rateeId,
        competency: patch.competency,
        library_action: patch.library_action,
        owner: patch.owner,
        coach: patch.coach,
      };
      const errors = { ...blankTitle(patch.title), ...(await checkRefs(db, companyId, refs)) };
      // The survey was published when the action was made and cannot become a draft again.
      delete errors.survey;
      if (Object.keys(errors).length) return { errors };
      try {
        return await db.transaction(async (tx) => {
          await tx
            .update(developmentActions)
            .set({
              ...(patch.competency !== undefined && { competencyId: patch.competency }),
              ...(patch.title !== undefined && { title: patch.title.trim() }),
              ...(patch.library_action !== undefined && { libraryActionId: patch.library_action }),
              ...(patch.notes !== undefined && { notes: patch.notes.trim() }),
              ...(patch.owner !== undefined && { ownerId: patch.owner }),
              ...(patch.coach !== undefined && { coachId: patch.coach }),
              ...(patch.due_date !== undefined && { dueDate: patch.due_date }),
              ...(patch.status !== undefined && { status: patch.status }),
              ...completion(patch.status, before.status, now),
              updatedAt: now,
            })
            .where(scope(id));
          await queuePlanChanged(tx, companyId, id, 'updated', now);
          const action = await one(tx, id);
          return action && { action };
        });
      } catch (err) {
        return raceRefusal(err);
      }
    },

    /** Who may own or coach a ratee's actions; null when the ratee is not the company's. */
    people: (rateeId: number) => actionPeople(db, companyId, rateeId),

    /** false when the action is not the company's; with `by`, the deletion is logged (the action as it was) in its transaction. */
    async remove(id: number, by?: AuditActor): Promise<boolean> {
      if (!isRowId(id)) return false;
      const found = await one(db, id);
      if (!found) return false;
      const before = {
        title: found.title,
        ratee: found.ratee.name,
        survey: found.survey.title,
        competency: found.competency?.title ?? null,
        owner: found.owner?.name ?? null,
        coach: found.coach?.name ?? null,
        due_date: found.due_date,
        status: found.status,
      };
      const audit = by && { by, entity: 'development_action' };
      return auditedRemoval(db, audit, id, { ...before, survey_id: found.survey.id }, async (tx) => {
        await queuePlanChanged(tx, companyId, id, 'deleted', new Date());
        return (await tx.delete(developmentActions).where(scope(id)).returning({ id: developmentActions.id })).length > 0;
      });
    },

    /** The caller's own actions (as ratee), across surveys, where their report is released. */
    mine(userId: number): Promise<DevelopmentAction[]> {
      return selectActions(db, companyId, visibleToRatee(userId));
    },

    /** The ratee moves one of their visible actions; null when it is not one of them. */
    async setMyStatus(userId: number, id: number, status: ActionStatus, now: Date): Promise<DevelopmentAction | null> {
      if (!isRowId(id)) return null;
      const [visible] = await selectActions(db, companyId, sql`d.id = ${id} and ${visibleToRatee(userId)}`);
      if (!visible) return null;
      return db.transaction(async (tx) => {
        await tx
          .update(developmentActions)
          .set({ status, updatedAt: now, ...completion(status, visible.status, now) })
          .where(scope(id));
        await queuePlanChanged(tx, companyId, id, 'updated', now);
        return one(tx, id);
      });
    },
  };
}

export type DevelopmentActionsRepository = ReturnType<typeof developmentActionsRepository>;
