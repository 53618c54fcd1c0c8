import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Trend } from '../schemas/feedback-trends';
import { trendMachine } from './trend.machine';

const trend: Trend = { surveys: [{ id: 1, title: 'A', closed_on: '2026-01-31', ratees: 1 }], overall: [50], competencies: [] };

describe('trend machine', () => {
  it('loads the trend', async () => {
    const actor = createActor(trendMachine.provide({ actors: { loadTrend: fromPromise(async () => trend) } })).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.trend).toEqual(trend);
  });

  it('fails with the reason, clears it, and retries', async () => {
    let calls = 0;
    const actor = createActor(trendMachine.provide({ actors: { loadTrend: fromPromise(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('down'), { status: 500 });
      return trend;
    }) } })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
  });
});
