import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DashboardSummary } from '../schemas/analytics';
import { dashboardMachine } from './dashboard.machine';
import type { Failure } from './failure';

const summary: DashboardSummary = {
  surveys: null,
  pending_raters: null,
  activity: [],
  mine: { to_answer: 2, reports: 1, open_actions: 0, raters_to_choose: 0, raters_to_approve: 0 },
};
const network: Failure = { kind: 'network', message: 'Network Error' };

function fakeServer() {
  const failures: Failure[] = [];
  let loads = 0;
  const machine = dashboardMachine.provide({
    actors: {
      loadSummary: fromPromise(async () => {
        loads += 1;
        const e = failures.shift();
        if (e) throw e;
        return { ...summary, mine: { ...summary.mine, reports: loads } };
      }),
    },
  });
  return { machine, failures };
}

describe('dashboard machine', () => {
  it('loads the summary (busy meanwhile)', async () => {
    const actor = createActor(fakeServer().machine).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.summary?.mine.to_answer).toBe(2);
  });

  it('fails, clears the error, then retries', async () => {
    const server = fakeServer();
    server.failures.push(network);
    const actor = createActor(server.machine).start();
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toEqual(network);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.summary?.mine.reports).toBe(2);
  });

  it('keeps the summary on screen while a refresh loads', async () => {
    const actor = createActor(fakeServer().machine).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'refresh' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.summary?.mine.reports).toBe(1);
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.summary?.mine.reports).toBe(2);
  });
});
