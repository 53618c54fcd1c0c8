import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SurveyAnalytics } from '../schemas/analytics';
import type { FeedbackSurvey } from '../schemas/feedback';
import { analyticsMachine, pickSurvey, type AnalyticsSelection } from './analytics.machine';
import type { Failure } from './failure';

const survey = (id: number, submitted: number, closed = true): FeedbackSurvey => ({
  id,
  title: `Survey ${id}`,
  start_date: '2025-01-01',
  end_date: '2025-02-01',
  status: closed ? 'closed' : 'open',
  results_available: closed,
  results_opened_at: null,
  anonymity_threshold: 3,
  ratees: 4,
  responses: { submitted, assigned: 10 },
  released: 0,
});
const stillOpen: Failure = {
  kind: 'http',
  status: 409,
  message: 'Request failed with status code 409',
  detail: 'Results of “Survey 2” are shown once the survey has closed (it ends on 2026-12-08).',
};
const analyticsOf = ({ survey: id, by }: AnalyticsSelection): SurveyAnalytics => ({
  survey: { id, title: `Survey ${id}` },
  by,
  competencies: [],
  rows: [],
  distribution: [],
  responses: { submitted: 1, assigned: 2, ratees: 1, ratees_with_scores: 1 },
});
const network: Failure = { kind: 'network', message: 'Network Error' };

/** Answers from memory; `fail` makes the next call of a kind throw; `hold` keeps analytics calls pending until released. */
function fakeServer(surveys = [survey(3, 0), survey(2, 5), survey(1, 9)]) {
  const fail: Partial<Record<'surveys' | 'analytics', Failure>> = {};
  const calls: AnalyticsSelection[] = [];
  const check = (kind: 'surveys' | 'analytics') => {
    const e = fail[kind];
    delete fail[kind];
    if (e) throw e;
  };
  const machine = analyticsMachine.provide({
    actors: {
      loadSurveys: fromPromise(async () => {
        check('surveys');
        return surveys;
      }),
      loadAnalytics: fromPromise(async ({ input }) => {
        calls.push(input);
        check('analytics');
        return analyticsOf(input);
      }),
    },
  });
  return { machine, fail, calls };
}

describe('analytics machine', () => {
  it('picks the address survey when listed, else the newest with answers, else the newest', () => {
    const list = [survey(3, 0), survey(2, 5)];
    expect(pickSurvey(list, 3)).toBe(3);
    expect(pickSurvey(list, 99)).toBe(2);
    expect(pickSurvey([survey(3, 0)], null)).toBe(3);
    expect(pickSurvey([], null)).toBeNull();
  });

  it('loads the surveys, then the newest survey with answers by department', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: {} }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.surveys).toHaveLength(3);
    expect(done.context.analytics?.survey.id).toBe(2);
    expect(server.calls).toEqual([{ survey: 2, by: 'department' }]);
  });

  it('starts with the address selection', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: { survey: 1, by: 'group' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(server.calls).toEqual([{ survey: 1, by: 'group' }]);
  });

  it('reloads for another survey or grouping, and ignores a selection that changes nothing', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'select', by: 'designation' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.analytics).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'select', survey: 1 });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.analytics).toMatchObject({ survey: { id: 1 }, by: 'designation' });
    actor.send({ type: 'select', survey: 1, by: 'designation' });
    actor.send({ type: 'select', survey: 42 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(server.calls).toHaveLength(3);
  });

  it('says so when no survey is published', async () => {
    const actor = createActor(fakeServer([]).machine, { input: {} }).start();
    const done = await waitFor(actor, (s) => s.matches('noSurveys'));
    expect(done.context.survey).toBeNull();
    expect(done.context.waiting).toEqual([]);
  });

  it('offers only the surveys with results; an open survey is never picked, nor asked for', async () => {
    const server = fakeServer([survey(4, 8, false), survey(3, 0), survey(2, 5), survey(1, 9)]);
    const actor = createActor(server.machine, { input: { survey: 4 } }).start();
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.surveys.map((s) => s.id)).toEqual([3, 2, 1]);
    expect(done.context.waiting.map((s) => s.id)).toEqual([4]);
    actor.send({ type: 'select', survey: 4 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(server.calls).toEqual([{ survey: 2, by: 'department' }]);
  });

  it('has nothing to analyse while every survey is still open', async () => {
    const server = fakeServer([survey(4, 8, false)]);
    const actor = createActor(server.machine, { input: {} }).start();
    const done = await waitFor(actor, (s) => s.matches('noSurveys'));
    expect(done.context.waiting.map((s) => s.id)).toEqual([4]);
    expect(server.calls).toEqual([]);
  });

  it('waits when the server says the results are not there yet (409), then asks again', async () => {
    const server = fakeServer();
    server.fail.analytics = stillOpen;
    const actor = createActor(server.machine, { input: {} }).start();
    const pending = await waitFor(actor, (s) => s.matches('resultsPending'));
    expect(pending.context.error?.detail).toBe(stillOpen.detail);
    actor.send({ type: 'select', survey: 1 });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.analytics?.survey.id).toBe(1);
  });

  it('fails to load the surveys, clears the error, then retries', async () => {
    const server = fakeServer();
    server.fail.surveys = network;
    const actor = createActor(server.machine, { input: {} }).start();
    const failed = await waitFor(actor, (s) => s.matches('surveysFailed'));
    expect(failed.context.error).toEqual(network);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('fails to load the analytics, then retries or loads another selection', async () => {
    const server = fakeServer();
    server.fail.analytics = network;
    const actor = createActor(server.machine, { input: {} }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.kind).toBe('network');
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
    server.fail.analytics = network;
    actor.send({ type: 'select', by: 'group' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'select', by: 'department' });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.analytics?.by).toBe('department');
  });

  it('drops a load in flight for a newer selection', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('loading'));
    actor.send({ type: 'select', by: 'group' });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.analytics?.by).toBe('group');
  });
});
