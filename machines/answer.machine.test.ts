import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { answerMachine, SAVE_DELAY_MS, type AnswerEvent, type AnswerSnapshot } from './answer.machine';
import { fieldFailure } from './failure';
import { allAnswered, demoSheet } from './answer/demo-sheet.fixtures';
import { copyKey } from './answer/draft-store';
import { fakeAnswerServer, type FakeAnswerServerOptions } from './answer/answer-fakes.fixtures';

const network = { kind: 'network' as const, message: 'Network Error' };
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-10T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function open(options: FakeAnswerServerOptions = {}) {
  const server = fakeAnswerServer(options);
  const actor = createActor(server.machine, { input: { assignment: 31 } }).start();
  await settle();
  const send = (...events: AnswerEvent[]) => events.forEach((e) => actor.send(e));
  const snap = (): AnswerSnapshot => actor.getSnapshot();
  const view = () => (snap().value as { answering?: { view: string } }).answering?.view;
  const save = () => (snap().value as { answering?: { save: string } }).answering?.save;
  const copy = () => JSON.parse(server.storage.getItem(copyKey(31)) ?? 'null');
  return { server, actor, send, snap, view, save, copy };
}
const answerAll = (statements: number[], value = 3): AnswerEvent[] => statements.map((statement) => ({ type: 'answer', statement, value }));
const ALL = [101, 102, 103, 201, 202, 401, 402];

describe('answer: loading', () => {
  it('is busy while loading, then opens the first step with nothing chosen', async () => {
    const server = fakeAnswerServer();
    const actor = createActor(server.machine, { input: { assignment: 31 } }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ answering: { view: 'step', save: 'idle' } });
    expect(actor.getSnapshot().context).toMatchObject({ step: 0, answers: { values: {} }, submitKey: 'fresh-key-0123456789' });
  });

  it('fails to load, keeps why, and retries', async () => {
    const { snap, send, server } = await open({ failures: { load: [network] } });
    expect(snap().value).toBe('loadFailed');
    expect(snap().context.loadError).toEqual(network);
    send({ type: 'retry' });
    await settle();
    expect(snap().matches('answering')).toBe(true);
    expect(snap().context.loadError).toBeNull();
    expect(server.calls.load).toBe(2);
  });

  it('fails loudly when the effects were not provided', async () => {
    const actor = createActor(answerMachine, { input: { assignment: 31 } });
    actor.subscribe({ error: () => {} });
    actor.start();
    await settle();
    expect(actor.getSnapshot().status).toBe('error');
  });

  it('opens a submitted assignment read-only, forgets the browser copy and ignores changes', async () => {
    const sheet = demoSheet({ answers: allAnswered(), assignment: { ...demoSheet().assignment, status: 'submitted' } });
    const copy = { answers: { values: { 101: 0 }, levels: {}, comments: {} }, savedAt: '2026-01-09T09:00:00Z', submitKey: 'k'.repeat(20) };
    const { snap, send, server } = await open({ sheet, copy });
    expect(snap().value).toBe('readOnly');
    expect(Object.keys(snap().context.answers.values)).toHaveLength(7);
    expect(server.storage.items.size).toBe(0);
    send({ type: 'answer', statement: 101, value: 4 });
    expect(snap().value).toBe('readOnly');
    expect(server.calls.saves).toHaveLength(0);
  });
});

describe('answer: resuming', () => {
  it('opens at the step holding the first unanswered statement', async () => {
    const sheet = demoSheet({ answers: [101, 102, 103, 201].map((statement) => ({ statement, value: 2 })) });
    const { snap, view } = await open({ sheet });
    expect(view()).toBe('step');
    expect(snap().context.step).toBe(1);
  });

  it('opens at the review when every statement is answered', async () => {
    const { view } = await open({ sheet: demoSheet({ answers: allAnswered() }) });
    expect(view()).toBe('review');
  });

  const serverDraft = (savedAt: string) =>
    demoSheet({
      answers: [{ statement: 101, value: 1 }],
      submit_key: 'server-key-0123456789',
      assignment: { ...demoSheet().assignment, status: 'draft', draft_saved_at: savedAt },
    });
  const browserCopy = (savedAt: string) => ({
    answers: { values: { 101: 4, 102: 4, 999: 2 }, levels: { 1: 'expert' as const }, comments: {} },
    savedAt,
    submitKey: 'copy-key-0123456789',
  });

  it('takes the browser copy when it is newer, without unknown statements, and saves it at once', async () => {
    const { snap, server } = await open({ sheet: serverDraft('2026-01-09T08:00:00Z'), copy: browserCopy('2026-01-09T08:05:00Z') });
    expect(snap().context.answers).toEqual({ values: { 101: 4, 102: 4 }, levels: { 1: 'expert' }, comments: {} });
    expect(snap().context.submitKey).toBe('server-key-0123456789');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(server.calls.saves).toHaveLength(1);
    expect(server.calls.saves[0]).toMatchObject({
      status: 'draft',
      submit_key: 'server-key-0123456789',
      answers: [
        { statement: 101, value: 4 },
        { statement: 102, value: 4 },
      ],
    });
  });

  it('takes the server draft when it is newer (answered on another device) and saves nothing', async () => {
    const { snap, server, save } = await open({ sheet: serverDraft('2026-01-09T08:10:00Z'), copy: browserCopy('2026-01-09T08:05:00Z') });
    expect(snap().context.answers.values).toEqual({ 101: 1 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save()).toBe('idle');
    expect(server.calls.saves).toHaveLength(0);
  });

  it('keeps the key of the browser copy when the server has none yet', async () => {
    const { snap } = await open({ copy: browserCopy('2026-01-09T08:05:00Z') });
    expect(snap().context.submitKey).toBe('copy-key-0123456789');
  });
});

describe('answer: steps', () => {
  it('next, back, review and goTo move between the competencies', async () => {
    const { snap, send, view } = await open();
    send({ type: 'back' });
    expect(snap().context.step).toBe(0);
    send({ type: 'next' }, { type: 'next' });
    expect(snap().context.step).toBe(2);
    send({ type: 'next' });
    expect(view()).toBe('review');
    send({ type: 'back' });
    expect([view(), snap().context.step]).toEqual(['step', 2]);
    send({ type: 'back' });
    expect(snap().context.step).toBe(1);
    send({ type: 'review' }, { type: 'goTo', step: 0, statement: 102 });
    expect([view(), snap().context.step, snap().context.focus]).toEqual(['step', 0, 102]);
    send({ type: 'next' });
    expect(snap().context.focus).toBeNull();
    send({ type: 'goTo', step: 9 });
    expect(snap().context.step).toBe(2);
    send({ type: 'review' }, { type: 'goTo', step: 1, level: true });
    expect([view(), snap().context.step, snap().context.focus]).toEqual(['step', 1, 'level']);
  });

  it('records answers, levels and comments, each written to the browser copy at once', async () => {
    const { snap, send, copy } = await open();
    send(
      { type: 'answer', statement: 101, value: 0 },
      { type: 'level', competency: 1, level: 'advance' },
      { type: 'comment', competency: 1, text: 'Clear writer.' },
    );
    expect(snap().context.answers).toEqual({ values: { 101: 0 }, levels: { 1: 'advance' }, comments: { 1: 'Clear writer.' } });
    expect(copy()).toEqual({ answers: snap().context.answers, savedAt: '2026-01-10T09:00:00.000Z', submitKey: 'fresh-key-0123456789' });
  });
});

describe('answer: saving drafts', () => {
  it('saves once, SAVE_DELAY_MS after the last of quick changes, with the key', async () => {
    const { send, save, server } = await open();
    send(...answerAll([101, 102]));
    expect(save()).toBe('pending');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100);
    send(...answerAll([103]));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100);
    expect(server.calls.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(server.calls.saves).toHaveLength(1);
    expect(server.calls.saves[0]).toMatchObject({ assignment: 31, status: 'draft', submit_key: 'fresh-key-0123456789' });
    expect(server.calls.saves[0]!.answers).toHaveLength(3);
    // No level was touched: none is sent, so the draft reopens knowing it.
    expect(server.calls.saves[0]!.levels).toEqual([]);
    expect(save()).toBe('saved');
  });

  it('saves not observed as null and only the levels the rater chose, and reopens knowing which were untouched', async () => {
    const { send, server } = await open();
    send({ type: 'answer', statement: 101, value: null }, { type: 'answer', statement: 102, value: 0 }, { type: 'level', competency: 2, level: 'basic' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(server.calls.saves[0]).toMatchObject({
      answers: [
        { statement: 101, value: null },
        { statement: 102, value: 0 },
      ],
      levels: [{ competency: 2, level: 'basic' }],
    });
    const reopened = await open({ sheet: server.current() });
    expect(reopened.snap().context.answers).toMatchObject({ values: { 101: null, 102: 0 }, levels: { 2: 'basic' } });
  });

  it('a change while a save is under way starts no second request but is in the browser copy', async () => {
    const { snap, send, save, server, copy } = await open({ failures: { save: ['never'] } });
    send(...answerAll([101]));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(snap().hasTag('saving')).toBe(true);
    send(...answerAll([102]));
    expect(save()).toBe('saving');
    expect(server.calls.saves).toHaveLength(1);
    expect(copy().answers.values).toEqual({ 101: 3, 102: 3 });
  });

  it('after a save that missed a change, stamps the copy again and saves the change', async () => {
    const { send, save, server, copy } = await open({ delayMs: 300 });
    send(...answerAll([101]));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 100);
    vi.setSystemTime(new Date('2026-01-10T09:00:05Z'));
    send(...answerAll([102]));
    await vi.advanceTimersByTimeAsync(200);
    expect(save()).toBe('pending');
    expect(Date.parse(copy().savedAt)).toBeGreaterThanOrEqual(Date.parse(server.current().assignment.draft_saved_at!));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 300);
    // Each save carries only what changed since the one before.
    expect(server.calls.saves.map((s) => s.answers.map((a) => a.statement))).toEqual([[101], [102]]);
    expect(save()).toBe('saved');
  });

  it('a failed save is retried after a growing wait, or at once on retry', async () => {
    const { snap, send, save, server } = await open({ failures: { save: [network, network] } });
    send(...answerAll([101]));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save()).toBe('saveFailed');
    expect(snap().context.saveError).toEqual(network);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls.saves).toHaveLength(2);
    expect(save()).toBe('saveFailed');
    await vi.advanceTimersByTimeAsync(1500);
    expect(server.calls.saves).toHaveLength(2);
    send({ type: 'retry' });
    await settle();
    expect(server.calls.saves).toHaveLength(3);
    expect(save()).toBe('saved');
    expect(snap().context).toMatchObject({ saveError: null, saveAttempts: 0 });
  });

  it('a draft the server refuses is not retried by itself; the reason stays until the rater retries', async () => {
    const closed = fieldFailure({ non_field_errors: ['This survey closed on 2026-01-09; answers can no longer be saved.'] });
    const { snap, send, save, server, copy } = await open({ failures: { save: [closed] } });
    send(...answerAll([101]));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save()).toBe('saveRefused');
    expect(snap().context.saveError).toEqual(closed);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls.saves).toHaveLength(1);
    expect(copy().answers.values).toEqual({ 101: 3 });
    send({ type: 'retry' });
    await settle();
    expect(save()).toBe('saved');
  });

  it('clearErrors dismisses the save failure and the retries go on', async () => {
    const { snap, send, save } = await open({ failures: { save: [network] } });
    send(...answerAll([101]));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    send({ type: 'clearErrors' });
    expect([save(), snap().context.saveError]).toEqual(['saveFailed', null]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save()).toBe('saved');
  });

  it('offline: keeps answering on the device, then saves the latest once back online', async () => {
    const { send, save, server, copy } = await open();
    send(...answerAll([101]), { type: 'connection', online: false });
    expect(save()).toBe('offline');
    send(...answerAll([102, 103]));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls.saves).toHaveLength(0);
    expect(copy().answers.values).toEqual({ 101: 3, 102: 3, 103: 3 });
    send({ type: 'connection', online: true });
    await settle();
    expect(server.calls.saves).toHaveLength(1);
    expect(server.calls.saves[0]!.answers).toHaveLength(3);
    expect(save()).toBe('saved');
  });

  it('a save failing when the connection drops waits for the online event', async () => {
    const { send, save, server } = await open({ failures: { save: [network] } });
    send(...answerAll([101]));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save()).toBe('saveFailed');
    send({ type: 'connection', online: false });
    expect(save()).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls.saves).toHaveLength(1);
    send({ type: 'connection', online: true });
    await settle();
    expect(save()).toBe('saved');
  });
});

describe('answer: submitting', () => {
  it('is refused while statements are missing: no call, and each refusal is counted for the focus', async () => {
    const { snap, send, view, server } = await open();
    send(...answerAll([101, 102]), { type: 'review' }, { type: 'submit' }, { type: 'submit' });
    expect(view()).toBe('review');
    expect(snap().context.refusals).toBe(2);
    expect(server.calls.submits).toHaveLength(0);
  });

  it('takes not observed as answered: a submit with nulls passes the check and sends them', async () => {
    const { snap, send, server } = await open();
    send(...answerAll([101, 102, 103, 201]), ...ALL.slice(4).map((statement) => ({ type: 'answer' as const, statement, value: null })));
    send({ type: 'review' }, { type: 'submit' });
    await settle();
    expect(snap().value).toBe('submitted');
    expect(snap().context.refusals).toBe(0);
    expect(server.calls.submits[0]!.answers.filter((a) => a.value === null).map((a) => a.statement)).toEqual([202, 401, 402]);
    // Levels never touched are not sent: the server fills basic for them.
    expect(server.calls.submits[0]!.levels).toEqual([]);
  });

  it('opens at the review when every statement is answered, some as not observed', async () => {
    const answers = allAnswered().map((a) => (a.statement === 402 ? { ...a, value: null } : a));
    const { view } = await open({ sheet: demoSheet({ answers }) });
    expect(view()).toBe('review');
  });

  it('submits every answer with the key, then forgets the browser copy', async () => {
    const { snap, send, server } = await open();
    send(...answerAll(ALL), { type: 'review' }, { type: 'submit' });
    expect(snap().hasTag('busy')).toBe(true);
    await settle();
    expect(snap().value).toBe('submitted');
    expect(server.calls.submits[0]).toMatchObject({ status: 'submitted', submit_key: 'fresh-key-0123456789' });
    expect(server.calls.submits[0]!.answers).toHaveLength(7);
    expect(server.storage.items.size).toBe(0);
    expect(snap().context.sheet!.assignment.status).toBe('submitted');
  });

  it('a submit that timed out is retried with the same key and counts once', async () => {
    // The server recorded the first submit but its answer was lost.
    const server = fakeAnswerServer();
    const timedOut = { kind: 'timeout' as const, message: 'timeout exceeded' };
    const machine = server.machine.provide({
      actors: {
        submitAnswers: fromPromise(async ({ input }) => {
          server.calls.submits.push(input);
          if (server.calls.submits.length === 1) {
            server.calls.recorded += 1;
            throw timedOut;
          }
          return server.current();
        }),
      },
    });
    const actor = createActor(machine, { input: { assignment: 31 } }).start();
    await settle();
    ALL.forEach((statement) => actor.send({ type: 'answer', statement, value: 2 }));
    actor.send({ type: 'review' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitFailed');
    expect(actor.getSnapshot().context.submitError).toEqual(timedOut);
    expect(actor.getSnapshot().context.answers.values).toMatchObject({ 101: 2, 402: 2 });
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(server.calls.submits.map((s) => s.submit_key)).toEqual(['fresh-key-0123456789', 'fresh-key-0123456789']);
    expect(server.calls.recorded).toBe(1);
  });

  it('a submit failed offline is sent again when the browser is back online', async () => {
    const { snap, send, server } = await open({ failures: { submit: [network] } });
    send(...answerAll(ALL), { type: 'review' }, { type: 'connection', online: false }, { type: 'submit' });
    await settle();
    expect(snap().value).toBe('submitFailed');
    send({ type: 'connection', online: true });
    await settle();
    expect(snap().value).toBe('submitted');
    expect(server.calls.recorded).toBe(1);
  });

  it('clearErrors after a failed submit goes back to the review with every answer', async () => {
    const { snap, send, view } = await open({ failures: { submit: [{ kind: 'http', status: 500, message: 'Request failed with status code 500' }] } });
    send(...answerAll(ALL), { type: 'review' }, { type: 'submit' });
    await settle();
    send({ type: 'clearErrors' });
    expect(view()).toBe('review');
    expect(snap().context.submitError).toBeNull();
    expect(Object.keys(snap().context.answers.values)).toHaveLength(7);
  });
});
