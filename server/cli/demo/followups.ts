import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { developmentActions } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { managerNow } from '../../feedback/queries/team-access';
import type { Library } from './company';
import type { Profile } from './profiles';
import { weakestOf } from './profiles';

const DAY = 24 * 3600_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Every ratee of a survey sees their report from `at` on, released by `by`. */
export async function releaseReports(tx: Db, companyId: number, surveyId: number, by: number, at: Date): Promise<number> {
  return rowsOf(
    await tx.execute(sql`
    insert into report_releases (company_id, survey_id, ratee_id, released_by, released_at, manager_id)
    select distinct ${companyId}::int, ${surveyId}::int, a.ratee_id, ${by}::int, ${at.toISOString()}::timestamptz,
      ${managerNow(companyId, sql`a.ratee_id`)}
    from survey_assignments a where a.company_id = ${companyId} and a.survey_id = ${surveyId}
    on conflict do nothing
    returning 1`),
  ).length;
}

const PLANS: Array<{ title: (c: string) => string; notes: string; status: 'planned' | 'in_progress' | 'done'; due: number }> = [
  { title: (c) => `Pair with a mentor on ${c.toLowerCase()}`, notes: 'Monthly sessions; bring one real situation each time.', status: 'in_progress', due: 60 },
  {
    title: (c) => `Complete the ${c} workshop`,
    notes: 'Two half-days in the learning catalogue, then share three take-aways with the team.',
    status: 'done',
    due: 14,
  },
  {
    title: (c) => `Ask for feedback on ${c.toLowerCase()} after each project review`,
    notes: 'Three short questions to the team; review the answers with my manager.',
    status: 'planned',
    due: 90,
  },
];

interface ActionSpec {
  surveyId: number;
  rateeId: number;
  profile: Profile;
  competencies: string[];
  ownerId: number;
  coachId: number | null;
}

/** A short development plan on the ratee's weakest competencies of the survey: one done, one under way, one planned. */
export async function addDevelopmentActions(tx: Db, companyId: number, library: Library, createdBy: number, now: Date, specs: ActionSpec[]): Promise<number> {
  const rows = specs.flatMap((spec) =>
    weakestOf(spec.profile, spec.competencies, PLANS.length).map((title, i) => {
      const plan = PLANS[i]!;
      return {
        companyId,
        surveyId: spec.surveyId,
        rateeId: spec.rateeId,
        competencyId: library.get(title)!.id,
        title: plan.title(title),
        notes: plan.notes,
        ownerId: spec.ownerId,
        coachId: spec.coachId,
        status: plan.status,
        dueDate: dayOf(new Date(now.getTime() + plan.due * DAY)),
        createdBy,
        completedAt: plan.status === 'done' ? new Date(now.getTime() - DAY) : null,
        createdAt: new Date(now.getTime() - 2 * DAY),
        updatedAt: new Date(now.getTime() - DAY),
      };
    }),
  );
  if (rows.length) await tx.insert(developmentActions).values(rows);
  return rows.length;
}
