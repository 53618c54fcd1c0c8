import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CommentCheck } from '../schemas/comment-check';
import type { AnswerEvent, AnswerSnapshot } from './answer.machine';
import { fakeAnswerServer, type FakeAnswerServerOptions } from './answer/answer-fakes.fixtures';

/** The check of comments before a submit: warned, edited, submitted as written, failed and tried again. */
const network = { kind: 'network' as const, message: 'Network Error' };
const ALL = [101, 102, 103, 201, 202, 401, 402];
const settle = () => vi.advanceTimersByTimeAsync(0);

/** The fake check finds "Ana Silva" wherever it is written. */
const namesAna = (comments: CommentCheck['comments']) =>
  comments
    .filter((c) => c.text.includes('Ana Silva'))
    .map((c) => ({ competency: c.competency, findings: [{ kind: 'colleague' as const, text: 'Ana Silva' }] }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-10T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function answered(options: FakeAnswerServerOptions, ...comments: Array<[number, string]>) {
  const server = fakeAnswerServer({ findings: namesAna, ...options });
  const actor = createActor(server.machine, { input: { assignment: 31 } }).start();
  await settle();
  const send = async (...events: AnswerEvent[]) => {
    events.forEach((e) => actor.send(e));
    await settle();
  };
  await send(
    ...ALL.map((statement): AnswerEvent => ({ type: 'answer', statement, value: 3 })),
    ...comments.map(([competency, text]): AnswerEvent => ({ type: 'comment', competency, text })),
    { type: 'review' },
  );
  const snap = (): AnswerSnapshot => actor.getSnapshot();
  const view = () => (snap().value as { answering?: { view: string } }).answering?.view ?? snap().value;
  return { server, actor, send, snap, view };
}

describe('answer: checking comments before the submit', () => {
  it('checks the comments written (not the blank ones), finds nothing and submits', async () => {
    const { server, send, view, snap } = await answered({}, [1, 'Explains clearly.'], [2, '  ']);
    await send({ type: 'submit' });
    expect(server.calls.checks).toEqual([{ comments: [{ competency: 1, text: 'Explains clearly.' }] }]);
    expect(view()).toBe('submitted');
    expect(snap().context.warnings).toEqual([]);
  });

  it('asks nothing when there is no comment', async () => {
    const { server, send, view } = await answered({});
    await send({ type: 'submit' });
    expect(server.calls.checks).toHaveLength(0);
    expect(view()).toBe('submitted');
  });

  it('is busy while checking', async () => {
    const { send, view, snap } = await answered({ failures: { check: ['never'] } }, [1, 'Fine.']);
    await send({ type: 'submit' });
    expect(view()).toBe('checking');
    expect(snap().hasTag('busy')).toBe(true);
  });

  it('warns, and nothing is submitted until the rater decides', async () => {
    const { server, send, view, snap } = await answered({}, [2, 'Ana Silva helped.'], [4, 'Fine.']);
    await send({ type: 'submit' });
    expect(view()).toBe('warned');
    expect(snap().context.warnings).toEqual([{ competency: 2, findings: [{ kind: 'colleague', text: 'Ana Silva' }] }]);
    expect(server.calls.submits).toHaveLength(0);
    await send({ type: 'back' });
    expect(view()).toBe('review');
  });

  it('"Edit comment" opens that competency\'s step on its comment; once edited, the next submit is checked again and goes', async () => {
    const { server, send, view, snap } = await answered({}, [2, 'Ana Silva helped.']);
    await send({ type: 'submit' });
    await send({ type: 'editComment', competency: 2 });
    expect(view()).toBe('step');
    expect(snap().context).toMatchObject({ step: 1, focus: 'comment' });
    await send({ type: 'comment', competency: 2, text: 'A colleague helped.' }, { type: 'review' }, { type: 'submit' });
    expect(server.calls.checks.map((c) => c.comments[0]!.text)).toEqual(['Ana Silva helped.', 'A colleague helped.']);
    expect(view()).toBe('submitted');
    expect(server.calls.submits[0]!.comments).toEqual([{ competency: 2, text: 'A colleague helped.' }]);
  });

  it('"Submit as written" submits the comments unchanged', async () => {
    const { server, send, view } = await answered({}, [2, 'Ana Silva helped.']);
    await send({ type: 'submit' });
    await send({ type: 'submitAnyway' });
    expect(view()).toBe('submitted');
    expect(server.calls.submits).toHaveLength(1);
    expect(server.calls.submits[0]!.comments).toEqual([{ competency: 2, text: 'Ana Silva helped.' }]);
  });

  it('warns of wording to review like any finding: edited, it is checked again; or submitted as written', async () => {
    const note = '“useless” may read as an insult; consider describing the behaviour instead.';
    const harsh = (comments: CommentCheck['comments']) =>
      comments
        .filter((c) => /\buseless\b/i.test(c.text))
        .map((c) => ({ competency: c.competency, findings: [{ kind: 'wording' as const, text: 'useless', note }] }));
    const edited = await answered({ findings: harsh }, [2, 'Useless at planning.'], [4, 'Fine.']);
    await edited.send({ type: 'submit' });
    expect(edited.view()).toBe('warned');
    expect(edited.snap().context.warnings).toEqual([{ competency: 2, findings: [{ kind: 'wording', text: 'useless', note }] }]);
    expect(edited.server.calls.submits).toHaveLength(0);
    await edited.send({ type: 'editComment', competency: 2 });
    expect(edited.snap().context).toMatchObject({ step: 1, focus: 'comment' });
    await edited.send({ type: 'comment', competency: 2, text: 'Plans arrive late.' }, { type: 'review' }, { type: 'submit' });
    expect(edited.view()).toBe('submitted');
    expect(edited.server.calls.submits[0]!.comments).toEqual([
      { competency: 2, text: 'Plans arrive late.' },
      { competency: 4, text: 'Fine.' },
    ]);

    const anyway = await answered({ findings: harsh }, [2, 'Useless at planning.']);
    await anyway.send({ type: 'submit' });
    await anyway.send({ type: 'submitAnyway' });
    expect(anyway.view()).toBe('submitted');
    expect(anyway.server.calls.submits[0]!.comments).toEqual([{ competency: 2, text: 'Useless at planning.' }]);
  });

  it('keeps why a check failed, and tries it again', async () => {
    const { server, send, view, snap } = await answered({ failures: { check: [network] } }, [2, 'Ana Silva helped.']);
    await send({ type: 'submit' });
    expect(view()).toBe('checkFailed');
    expect(snap().context.checkError).toEqual(network);
    expect(server.calls.submits).toHaveLength(0);
    await send({ type: 'retry' });
    expect(snap().context.checkError).toBeNull();
    expect(view()).toBe('warned');
    expect(server.calls.checks).toHaveLength(2);
  });

  it('lets the rater submit without the check when it fails, or go back to the review', async () => {
    const failing = await answered({ failures: { check: [network] } }, [2, 'Ana Silva helped.']);
    await failing.send({ type: 'submit' });
    await failing.send({ type: 'submitAnyway' });
    expect(failing.view()).toBe('submitted');
    const back = await answered({ failures: { check: [network] } }, [2, 'Fine.']);
    await back.send({ type: 'submit' });
    await back.send({ type: 'clearErrors' });
    expect(back.view()).toBe('review');
  });
});
