import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeedbackAlerts } from '../schemas/analytics';
import type { FeedbackSurvey } from '../schemas/feedback';
import { alertsMachine } from './alerts.machine';
import type { Failure } from './failure';

const surveys = [
  { id: 5, title: 'Q1', results_available: false },
  { id: 4, title: 'Q4', results_available: true },
  { id: 3, title: 'Q3', results_available: true },
] as FeedbackSurvey[];
const alertsFor = (survey: number | null, threshold = 80): FeedbackAlerts => ({
  thresholds: { succession_threshold: threshold, development_threshold: 50 },
  succession:
    survey === null
      ? []
      : [
          {
            survey: { id: survey, title: 'Q', closed_on: '2026-01-31' },
            ratee: { id: 1, name: 'Ann', designation: null },
            overall: 3.5,
            overall_percent: 87.4,
            types: [],
          },
        ],
  development: [],
});
const network: Failure = { kind: 'network', message: 'Network Error' };
const stillOpen: Failure = {
  kind: 'http',
  status: 409,
  message: 'Request failed with status code 409',
  detail: 'Results of “Q1” are shown once the survey has closed (it ends on 2026-12-08).',
};

function fakeServer() {
  const fail: Partial<Record<'surveys' | 'alerts', Failure>> = {};
  const calls: (number | null)[] = [];
  let threshold = 80;
  const check = (kind: 'surveys' | 'alerts') => {
    const e = fail[kind];
    delete fail[kind];
    if (e) throw e;
  };
  const machine = alertsMachine.provide({
    actors: {
      loadSurveys: fromPromise(async () => {
        check('surveys');
        return surveys;
      }),
      loadAlerts: fromPromise(async ({ input }) => {
        calls.push(input.survey);
        check('alerts');
        return alertsFor(input.survey, threshold);
      }),
    },
  });
  return {
    machine,
    fail,
    calls,
    setThreshold: (t: number) => {
      threshold = t;
    },
  };
}

describe('alerts machine', () => {
  it("loads every survey's alerts and the surveys for the filter", async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: {} }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('ready') && s.context.listed);
    expect(done.context.alerts?.succession).toEqual([]);
    expect(server.calls).toEqual([null]);
    // Only surveys with results can be chosen; the others wait.
    expect(done.context.surveys.map((s) => s.id)).toEqual([4, 3]);
    expect(done.context.waiting.map((s) => s.id)).toEqual([5]);
  });

  it('waits for a survey whose results are not there yet (409), then filters anew', async () => {
    const server = fakeServer();
    server.fail.alerts = stillOpen;
    const actor = createActor(server.machine, { input: { survey: 5 } }).start();
    const pending = await waitFor(actor, (s) => s.matches('resultsPending'));
    expect(pending.context.error?.detail).toBe(stillOpen.detail);
    actor.send({ type: 'filter', survey: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(server.calls).toEqual([5, null]);
  });

  it('filters by one survey from the start or later, and back to all', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: { survey: 3 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'filter', survey: 3 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'filter', survey: 4 });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    const four = await waitFor(actor, (s) => s.matches('ready'));
    expect(four.context.alerts?.succession[0]?.survey.id).toBe(4);
    actor.send({ type: 'filter', survey: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(server.calls).toEqual([3, 4, null]);
  });

  it('reloads the same filter when told (saved thresholds)', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    server.setThreshold(70);
    actor.send({ type: 'reload' });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.alerts?.thresholds.succession_threshold).toBe(70);
    expect(server.calls).toEqual([null, null]);
  });

  it('fails, clears the error, retries', async () => {
    const server = fakeServer();
    server.fail.alerts = network;
    const actor = createActor(server.machine, { input: {} }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toEqual(network);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('still shows the alerts when the survey list fails', async () => {
    const server = fakeServer();
    server.fail.surveys = network;
    const actor = createActor(server.machine, { input: {} }).start();
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.surveys).toEqual([]);
    expect(done.context.listed).toBe(false);
    expect(done.context.error).toBeNull();
  });
});

describe('alerts machine, asked for no survey (the Alerts tab as the menu opens it)', () => {
  const at = (id: number, closed_on: string, name: string) => ({ survey: { id, title: `S${id}`, closed_on }, ratee: { id, name, designation: null } });
  // Survey 9 closed last but has no alert; 4 closed after 3 (though made earlier: a smaller id).
  const every: FeedbackAlerts = {
    thresholds: { succession_threshold: 80, development_threshold: 50 },
    succession: [{ ...at(3, '2026-02-01', 'Ann'), overall: 3.5, overall_percent: 87.5, types: [] }],
    development: [
      { ...at(4, '2026-03-15', 'Bo'), overall: 1, overall_percent: 25, below: [] },
      { ...at(3, '2026-02-01', 'Cy'), overall: 1, overall_percent: 25, below: [] },
    ],
  };
  const machine = (calls: (number | null)[]) =>
    alertsMachine.provide({
      actors: {
        loadSurveys: fromPromise(async () => surveys),
        loadAlerts: fromPromise(async ({ input }) => {
          calls.push(input.survey);
          return every;
        }),
      },
    });

  it("reads every survey's alerts once and settles on the latest closed survey with any, showing its alerts only", async () => {
    const calls: (number | null)[] = [];
    const actor = createActor(machine(calls), { input: { survey: 'latest' } }).start();
    expect(actor.getSnapshot().context.latest).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context).toMatchObject({ survey: 4, latest: false });
    expect(done.context.alerts?.development.map((a) => a.ratee.name)).toEqual(['Bo']);
    expect(done.context.alerts?.succession).toEqual([]);
    // The address then names it: the same survey asks nothing again.
    actor.send({ type: 'filter', survey: 4 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(calls).toEqual([null]);
  });

  it('"All surveys" is its own choice (null); back to the latest settles again', async () => {
    const calls: (number | null)[] = [];
    const actor = createActor(machine(calls), { input: { survey: 'latest' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'filter', survey: null });
    const all = await waitFor(actor, (s) => s.matches('ready') && s.context.survey === null);
    expect(all.context.alerts?.development).toHaveLength(2);
    actor.send({ type: 'filter', survey: 'latest' });
    const again = await waitFor(actor, (s) => s.matches('ready') && s.context.survey === 4);
    expect(again.context.alerts?.development).toHaveLength(1);
    expect(calls).toEqual([null, null, null]);
  });

  it('with no alert anywhere it shows every survey (none to settle on)', async () => {
    const actor = createActor(
      alertsMachine.provide({
        actors: { loadSurveys: fromPromise(async () => surveys), loadAlerts: fromPromise(async () => alertsFor(null)) },
      }),
      { input: { survey: 'latest' } },
    ).start();
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context).toMatchObject({ survey: null, latest: false });
  });
});
