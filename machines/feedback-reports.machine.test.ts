import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeedbackSurvey, RateeSummary } from '../schemas/feedback';
import { feedbackReportsMachine, type FeedbackReportsEmitted, type ReleaseInput } from './feedback-reports.machine';

const survey = (id: number, start: string, open = false): FeedbackSurvey => ({
  id,
  title: `Survey ${id}`,
  start_date: start,
  end_date: start,
  status: open ? 'open' : 'closed',
  results_available: !open,
  results_opened_at: open ? null : '2025-10-02T08:00:00Z',
  anonymity_threshold: 3,
  ratees: 2,
  responses: { submitted: 10, assigned: 12 },
  released: 0,
});
const row = (id: number, released_at: string | null = null): RateeSummary => ({
  ratee: { id, name: `Ratee ${id}`, emp_code: `E${id}`, designation: null, department: null, group: null },
  responses: { submitted: 5, assigned: 6 },
  progress: [
    { relationship: 'self', assigned: 1, submitted: 1 },
    { relationship: 'peer', assigned: 5, submitted: 4 },
  ],
  overall: 3.1,
  overall_percent: 77.6,
  self: 3.4,
  self_percent: 84.9,
  overall_withheld: false,
  released_at,
});
const offline = { kind: 'network' as const, message: 'Network Error' };

/** A fake server recording calls; `fail` lists what each call throws in turn (undefined: nothing). */
function fakeServer({
  surveys = [survey(1, '2025-01-10'), survey(2, '2025-09-01')],
  wanted,
  fail = [],
}: { surveys?: FeedbackSurvey[]; wanted?: number; fail?: unknown[] } = {}) {
  const calls: string[] = [];
  const failures = [...fail];
  const check = () => {
    const error = failures.shift();
    if (error) throw error;
  };
  const machine = feedbackReportsMachine.provide({
    actors: {
      fetchSurveys: fromPromise(async () => {
        calls.push('surveys');
        check();
        return surveys;
      }),
      fetchRatees: fromPromise(async ({ input }) => {
        calls.push(`ratees ${input.surveyId}`);
        check();
        return [row(7), row(8, '2025-10-01T10:00:00Z')];
      }),
      releaseReports: fromPromise(async ({ input }: { input: ReleaseInput }) => {
        calls.push(`release ${input.surveyId} ${input.released} ${input.ratees?.join(',') ?? 'all'}`);
        check();
        return { changed: input.ratees?.length ?? 1 };
      }),
    },
  });
  const actor = createActor(machine, { input: { surveyId: wanted } }).start();
  const told: FeedbackReportsEmitted[] = [];
  actor.on('released', (e) => told.push(e));
  return { actor, calls, told };
}

describe('feedback reports machine', () => {
  it('loads the surveys, newest first, then the newest survey’s ratees', async () => {
    const { actor, calls } = fakeServer();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.surveys.map((s) => s.id)).toEqual([2, 1]);
    expect(ready.context.surveyId).toBe(2);
    expect(ready.context.ratees).toHaveLength(2);
    expect(calls).toEqual(['surveys', 'ratees 2']);
  });

  it('opens the survey the address asks for, and the newest when that one is not there', async () => {
    const asked = fakeServer({ wanted: 1 });
    await waitFor(asked.actor, (s) => s.matches('ready'));
    expect(asked.calls).toEqual(['surveys', 'ratees 1']);
    const gone = fakeServer({ wanted: 99 });
    expect((await waitFor(gone.actor, (s) => s.matches('ready'))).context.surveyId).toBe(2);
  });

  it('is empty when no survey is published', async () => {
    const { actor, calls } = fakeServer({ surveys: [] });
    await waitFor(actor, (s) => s.matches('empty'));
    expect(calls).toEqual(['surveys']);
  });

  it('retries a failed survey list and a failed ratee list', async () => {
    const { actor, calls } = fakeServer({ fail: [offline, undefined, offline] });
    const failed = await waitFor(actor, (s) => s.matches('surveysFailed'));
    expect(failed.context.error).toEqual(offline);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('rateesFailed'));
    actor.send({ type: 'retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.error).toBeNull();
    expect(calls).toEqual(['surveys', 'surveys', 'ratees 2', 'ratees 2']);
  });

  it('picks another survey; an unknown id is ignored', async () => {
    const { actor, calls } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pick', surveyId: 42 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'pick', surveyId: 1 });
    expect(actor.getSnapshot().context.surveyId).toBe(1);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['surveys', 'ratees 2', 'ratees 1']);
  });

  it('releases one row at once, withdraws it, and counts the survey’s released reports', async () => {
    const { actor, calls, told } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'release', ratees: [7], released: true });
    expect(actor.getSnapshot().hasTag('releasing')).toBe(true);
    let ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(ready.context.ratees.find((r) => r.ratee.id === 7)!.released_at).not.toBeNull();
    expect(ready.context.surveys.find((s) => s.id === 2)!.released).toBe(2);
    actor.send({ type: 'release', ratees: [8], released: false });
    ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.release?.released === false);
    expect(ready.context.ratees.find((r) => r.ratee.id === 8)!.released_at).toBeNull();
    expect(ready.context.surveys.find((s) => s.id === 2)!.released).toBe(1);
    expect(calls.slice(2)).toEqual(['release 2 true 7', 'release 2 false 8']);
    expect(told.map((t) => t.changed)).toEqual([1, 1]);
  });

  it('releases nothing of a survey still open', async () => {
    const { actor, calls } = fakeServer({ surveys: [survey(1, '2025-01-10'), survey(2, '2025-09-01', true)] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'release', ratees: [7], released: true });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'releaseAll' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'pick', surveyId: 1 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.surveyId === 1);
    actor.send({ type: 'releaseAll' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(calls).toEqual(['surveys', 'ratees 2', 'ratees 1']);
  });

  it('asks before releasing every report; cancelling sends nothing', async () => {
    const { actor, calls, told } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'releaseAll' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'releaseAll' });
    actor.send({ type: 'confirm' });
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(ready.context.ratees.every((r) => r.released_at !== null)).toBe(true);
    // The one released before keeps its date.
    expect(ready.context.ratees.find((r) => r.ratee.id === 8)!.released_at).toBe('2025-10-01T10:00:00Z');
    expect(calls.slice(2)).toEqual(['release 2 true all']);
    expect(told).toEqual([{ type: 'released', release: { released: true }, changed: 1 }]);
  });

  it('keeps a release failure until dismissed or retried, and changes nothing meanwhile', async () => {
    const { actor, calls, told } = fakeServer({ fail: [undefined, undefined, offline, offline] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'releaseAll' });
    actor.send({ type: 'confirm' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    expect(failed.context.releaseError).toEqual(offline);
    expect(failed.context.ratees.find((r) => r.ratee.id === 7)!.released_at).toBeNull();
    // The bulk release's failure is dismissed back to its question.
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'cancel' });
    actor.send({ type: 'release', ratees: [7], released: true });
    await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.releaseError).toBeNull();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(calls.slice(2)).toEqual(['release 2 true all', 'release 2 true 7', 'release 2 true 7']);
    expect(told).toHaveLength(1);
  });

  it('a row’s failure is dismissed without asking the server', async () => {
    const { actor, calls } = fakeServer({ fail: [undefined, undefined, offline] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'release', ratees: [7], released: true });
    await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.releaseError).toBeNull();
    expect(calls).toHaveLength(3);
  });
});
