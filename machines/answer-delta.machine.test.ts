import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SAVE_DELAY_MS, type AnswerEvent } from './answer.machine';
import { allAnswered, demoSheet } from './answer/demo-sheet.fixtures';
import { fakeAnswerServer, type FakeAnswerServerOptions } from './answer/answer-fakes.fixtures';

/** Drafts carry what changed since the server's last acknowledgement; nothing unsent is lost on the way. */
const network = { kind: 'network' as const, message: 'Network Error' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-10T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function open(options: FakeAnswerServerOptions = {}) {
  const server = fakeAnswerServer(options);
  const actor = createActor(server.machine, { input: { assignment: 31 } }).start();
  await vi.advanceTimersByTimeAsync(0);
  const send = (...events: AnswerEvent[]) => events.forEach((e) => actor.send(e));
  const sent = (i: number) => server.calls.saves[i]!.answers.map((a) => [a.statement, a.value]);
  return { server, actor, send, sent };
}
const answer = (statement: number, value: number | null): AnswerEvent => ({ type: 'answer', statement, value });

describe('answer: saving what changed', () => {
  it('each save carries the changes since the last acknowledged one, and the server ends up holding every answer', async () => {
    const { send, sent, server } = await open();
    send(answer(101, 1), answer(102, 2));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    send(answer(102, 4), answer(201, null));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect([sent(0), sent(1)]).toEqual([
      [
        [101, 1],
        [102, 2],
      ],
      [
        [102, 4],
        [201, null],
      ],
    ]);
    expect(server.current().answers).toEqual(
      expect.arrayContaining([
        { statement: 101, value: 1 },
        { statement: 102, value: 4 },
        { statement: 201, value: null },
      ]),
    );
  });

  it('a failed save keeps its changes unsent: the retry carries them with the changes made since', async () => {
    const { send, sent, server } = await open({ failures: { save: [network] } });
    send(answer(101, 1));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    send(answer(102, 2));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(sent(0)).toEqual([[101, 1]]);
    expect(sent(server.calls.saves.length - 1)).toEqual([
      [101, 1],
      [102, 2],
    ]);
    expect(server.current().answers).toHaveLength(2);
  });

  it('a change made while a save is under way stays unsent, and goes with the next save', async () => {
    const { send, sent } = await open({ delayMs: 300 });
    send(answer(101, 1));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 100);
    send(answer(101, 3));
    await vi.advanceTimersByTimeAsync(200 + SAVE_DELAY_MS + 300);
    expect([sent(0), sent(1)]).toEqual([[[101, 1]], [[101, 3]]]);
  });

  it('the submit carries whatever is still unsent, and only that', async () => {
    const all = allAnswered();
    const sheet = demoSheet({ answers: all.slice(1), assignment: { ...demoSheet().assignment, status: 'draft', draft_saved_at: '2026-01-10T08:00:00Z' } });
    const { send, server } = await open({ sheet, failures: { save: ['never'] } });
    send(answer(all[0]!.statement, 4));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    send({ type: 'review' }, { type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.submits[0]!.answers).toEqual([{ statement: all[0]!.statement, value: 4 }]);
    expect(server.current().assignment.status).toBe('submitted');
    expect(server.current().answers).toHaveLength(all.length);
  });
});
