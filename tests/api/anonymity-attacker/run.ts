import type { TestApp } from '../helpers/test-app';
import { attack, type Attack } from './attack';
import { hrReads, personReads } from './collect';
import { close, play, release } from './events';
import { submit } from './survey-events';
import type { Run } from './figures';
import type { History } from './history';
import { active, openWorld } from './world';

/** One history, start to end, through the API; then the attack on what every audience fetched. */
export async function runHistory(t: TestApp, h: History): Promise<Run> {
  const ctx = await openWorld(t, h);
  for (const e of h.events) await play(ctx, e);
  ctx.run.log.push('— the end —');
  if (h.end.submitAll) for (const s of ctx.run.surveys.filter((x) => !x.closed)) await submit(ctx, s, 'all');
  for (const s of ctx.run.surveys.filter((x) => !x.closed)) await close(ctx, s);
  if (h.end.releaseAll) for (const s of ctx.run.surveys.filter((x) => x.closed)) await release(ctx, s, 'all');
  await hrReads(ctx);
  // A person reads only released reports: with none released, or to someone neither rated nor managing, every call answers empty.
  const rated = new Set(ctx.run.surveys.flatMap((s) => s.assignments.map((a) => a.ratee)));
  const readers = ctx.run.released ? active(ctx).filter((x) => rated.has(x.idx) || ctx.run.managers.has(x.idx)) : [];
  for (const p of readers) await personReads(ctx, p);
  return ctx.run;
}

export async function attackHistory(t: TestApp, h: History): Promise<{ run: Run; result: Attack; solverMs: number }> {
  const run = await runHistory(t, h);
  const started = performance.now();
  const result = attack(run);
  return { run, result, solverMs: performance.now() - started };
}
