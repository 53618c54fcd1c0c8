import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CommentInsightsAnswer } from '../schemas/comment-insights-answer';
import type { FeedbackReport } from '../schemas/feedback';
import { reportMachine, type ReportEmitted, type ReportKey } from './report.machine';

const report = { survey: { id: 3 }, ratee: { id: 9, name: 'Aiko Tanaka' }, released_at: null } as unknown as FeedbackReport;
const offline = { kind: 'network' as const, message: 'Network Error' };
const notFound = { kind: 'http' as const, status: 404, message: 'Request failed with status code 404', detail: 'Not found.' };
const stillOpen = {
  kind: 'http' as const,
  status: 409,
  message: 'Request failed with status code 409',
  detail: 'Results of “Leadership 360 · Q4” are shown once the survey has closed (it ends on 2026-12-08).',
};

/** A fake server recording calls; `fail` lists what each call throws in turn (undefined: nothing). */
function fakeServer(key: ReportKey = { surveyId: 3, rateeId: 9 }, fail: unknown[] = []) {
  const calls: string[] = [];
  const failures = [...fail];
  const check = () => {
    const error = failures.shift();
    if (error) throw error;
  };
  const machine = reportMachine.provide({
    actors: {
      fetchReport: fromPromise(async ({ input }) => {
        calls.push(`get ${input.surveyId}/${input.rateeId}`);
        check();
        return report;
      }),
      releaseReport: fromPromise(async ({ input }) => {
        calls.push(`release ${input.rateeId} ${input.released}`);
        check();
        return { changed: 1 };
      }),
      downloadReport: fromPromise(async ({ input }) => {
        calls.push(`download ${input.format}`);
        check();
      }),
      fetchInsights: fromPromise(async ({ input }) => {
        calls.push(`insights ${input.surveyId}/${input.rateeId}`);
        check();
        return pendingInsights;
      }),
    },
  });
  const actor = createActor(machine, { input: key }).start();
  const told: ReportEmitted[] = [];
  actor.on('*', (e) => told.push(e));
  return { actor, calls, told };
}

const pendingInsights: CommentInsightsAnswer = {
  state: 'pending',
  computed_at: null,
  language: null,
  analysed: null,
  themes: [],
  languages: null,
  not_analysed: [],
};

describe('report machine', () => {
  it('loads comment themes only when asked (the HR page), and again on each ask; a failure is kept apart', async () => {
    const { actor, calls } = fakeServer({ surveyId: 3, rateeId: 9 }, [undefined, offline]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['get 3/9']);
    actor.send({ type: 'loadInsights' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: { insights: 'failed' } }));
    expect(failed.context.insightsError?.kind).toBe('network');
    actor.send({ type: 'loadInsights' });
    const loaded = await waitFor(actor, (s) => s.matches({ ready: { insights: 'loaded' } }));
    expect(loaded.context.insights).toEqual(pendingInsights);
    expect(calls).toEqual(['get 3/9', 'insights 3/9', 'insights 3/9']);
  });

  it('loads the report', async () => {
    const { actor, calls } = fakeServer();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.report).toBe(report);
    expect(calls).toEqual(['get 3/9']);
  });

  it('keeps a failed load (a 404 too) and retries it', async () => {
    const { actor, calls } = fakeServer({ surveyId: 3, rateeId: null }, [notFound]);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.status).toBe(404);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['get 3/null', 'get 3/null']);
  });

  it('waits for the results of a survey still open (409), keeping the detail, and asks again on retry', async () => {
    const { actor, calls } = fakeServer(undefined, [stillOpen]);
    const pending = await waitFor(actor, (s) => s.matches('resultsPending'));
    expect(pending.context.error).toEqual(stillOpen);
    expect(pending.hasTag('busy')).toBe(false);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['get 3/9', 'get 3/9']);
  });

  it('releases the report, then withdraws it', async () => {
    const { actor, calls, told } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'setRelease', released: true });
    expect(actor.getSnapshot().hasTag('releasing')).toBe(true);
    let ready = await waitFor(actor, (s) => s.matches({ ready: { release: 'idle' } }));
    expect(ready.context.report!.released_at).not.toBeNull();
    actor.send({ type: 'setRelease', released: false });
    ready = await waitFor(actor, (s) => s.matches({ ready: { release: 'idle' } }) && s.context.released === false);
    expect(ready.context.report!.released_at).toBeNull();
    expect(calls.slice(1)).toEqual(['release 9 true', 'release 9 false']);
    expect(told).toEqual([
      { type: 'released', released: true },
      { type: 'released', released: false },
    ]);
  });

  it('downloads a file while a release runs, each with its own state', async () => {
    const { actor, calls, told } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'setRelease', released: true });
    actor.send({ type: 'download', format: 'xlsx' });
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true);
    expect(actor.getSnapshot().hasTag('releasing')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { release: 'idle', download: 'idle' } }));
    expect(calls.slice(1).sort()).toEqual(['download xlsx', 'release 9 true']);
    expect(told).toContainEqual({ type: 'downloaded', format: 'xlsx' });
  });

  it('keeps a failed download until dismissed; asking again retries', async () => {
    const { actor, calls, told } = fakeServer(undefined, [undefined, offline, offline]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'download', format: 'pdf' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: { download: 'failed' } }));
    expect(failed.context.downloadError).toEqual(offline);
    expect(failed.context.format).toBe('pdf');
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.downloadError).toBeNull();
    actor.send({ type: 'download', format: 'pdf' });
    await waitFor(actor, (s) => s.matches({ ready: { download: 'failed' } }));
    actor.send({ type: 'download', format: 'pdf' });
    await waitFor(actor, (s) => s.matches({ ready: { download: 'idle' } }));
    expect(calls.slice(1)).toEqual(['download pdf', 'download pdf', 'download pdf']);
    expect(told).toEqual([{ type: 'downloaded', format: 'pdf' }]);
  });

  it('keeps a failed release and leaves the report as it was', async () => {
    const { actor, told } = fakeServer(undefined, [undefined, offline]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'setRelease', released: true });
    const failed = await waitFor(actor, (s) => s.matches({ ready: { release: 'failed' } }));
    expect(failed.context.releaseError).toEqual(offline);
    expect(failed.context.report!.released_at).toBeNull();
    actor.send({ type: 'setRelease', released: true });
    const ready = await waitFor(actor, (s) => s.matches({ ready: { release: 'idle' } }));
    expect(ready.context.releaseError).toBeNull();
    expect(told).toEqual([{ type: 'released', released: true }]);
  });
});
