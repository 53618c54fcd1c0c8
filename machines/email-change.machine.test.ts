import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { emailChangeMachine } from './email-change.machine';
import { detailFailure } from './failure';

const start = (answer: (token: string) => Promise<{ detail: string }>) =>
  createActor(emailChangeMachine.provide({ actors: { request: fromPromise(({ input }) => answer(input)) } })).start();

describe('email change machine', () => {
  it('sends the token and keeps the answer', async () => {
    const actor = start(async (token) => ({ detail: `changed with ${token}` }));
    actor.send({ type: 'submit', input: 'abc' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect((await waitFor(actor, (s) => s.matches('success'))).context.output).toEqual({ detail: 'changed with abc' });
  });

  it('keeps a refusal, and retries the same token', async () => {
    let calls = 0;
    const actor = start(async (token) => {
      calls += 1;
      if (calls === 1) throw detailFailure(409, 'Another account now uses this address.');
      return { detail: token };
    });
    actor.send({ type: 'submit', input: 'abc' });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error).toMatchObject({ kind: 'http', status: 409, detail: 'Another account now uses this address.' });
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (s) => s.matches('success'))).context.output).toEqual({ detail: 'abc' });
  });
});
