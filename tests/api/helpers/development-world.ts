import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DevelopmentAction } from '../../../schemas/development-plan';
import { developmentActions, reportReleases } from '../../../server/db/schema';
import type { Session } from './accounts';
import { answerWorld, type AnswerWorld } from './answer-world';
import { send } from './employees';
import { createSurvey, surveyPayload } from './survey-payloads';
import type { TestApp } from './test-app';

/**
 * An answer world (one published survey rating Ana and Lead) with a second published
 * survey of the same people and a draft, for development plans.
 */
export interface DevelopmentWorld extends AnswerWorld {
  second: number;
  draft: number;
}

export async function developmentWorld(t: TestApp): Promise<DevelopmentWorld> {
  const world = await answerWorld(t);
  const made = async (survey: Parameters<typeof surveyPayload>[2]) => {
    const res = await createSurvey(t, world.w.admin, surveyPayload(t, world.w, survey));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  return { ...world, second: await made({ title: 'Q4 follow-up' }), draft: await made({ title: 'Next year', is_draft: true }) };
}

export const ACTIONS = '/feedback/development-actions/';
export const MINE = '/feedback/my-development-actions/';

/** POSTs an action as `by` and answers it, expecting 201. */
export async function addAction(t: TestApp, by: Session, body: Record<string, unknown>): Promise<DevelopmentAction> {
  const res = await send(t, by, 'POST', ACTIONS, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as DevelopmentAction;
}

/** Releases a ratee's report of a survey the way the release endpoint will: one row. */
export async function release(t: TestApp, w: AnswerWorld, surveyId: number, rateeId: number): Promise<void> {
  await t.db.insert(reportReleases).values({ companyId: w.ana.companyId!, surveyId, rateeId, releasedBy: w.w.admin.userId });
}

/** Every stored action: equal before and after means nothing changed. */
export const storedActions = (t: TestApp) => t.db.select().from(developmentActions).orderBy(asc(developmentActions.id));

export async function storedAction(t: TestApp, id: number) {
  const [row] = await t.db.select().from(developmentActions).where(eq(developmentActions.id, id));
  return row;
}

/** An ISO timestamp within a few seconds of `at`. */
export function expectNear(iso: string | Date | null | undefined, at: Date): void {
  expect(iso, 'a timestamp').not.toBeNull();
  expect(Math.abs(new Date(iso!).getTime() - at.getTime())).toBeLessThan(5_000);
}
