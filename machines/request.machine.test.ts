import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createRequestMachine } from './request.machine';
import { fieldFailure } from './failure';

const echo = createRequestMachine<{ name: string }, { id: number; name: string }>('echo');

function start(request: (input: { name: string }) => Promise<{ id: number; name: string }>) {
  const machine = echo.provide({ actors: { request: fromPromise(({ input }) => request(input)) } });
  return createActor(machine).start();
}

describe('request machine', () => {
  it('goes idle → requesting (busy) → success and keeps the answer', async () => {
    const actor = start(async ({ name }) => ({ id: 1, name }));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'submit', input: { name: 'Ada' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.output).toEqual({ id: 1, name: 'Ada' });
    expect(done.hasTag('busy')).toBe(false);
  });

  it('keeps normalised field errors on failure', async () => {
    const actor = start(async () => {
      throw fieldFailure({ name: ['This field may not be blank.'] });
    });
    actor.send({ type: 'submit', input: { name: '' } });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error).toMatchObject({ kind: 'http', status: 400, fieldErrors: { name: ['This field may not be blank.'] } });
  });

  it('turns any thrown value into plain failure data', async () => {
    const actor = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'submit', input: { name: 'x' } });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error).toEqual({ kind: 'unknown', message: 'boom' });
  });

  it('retries with the same input and succeeds the second time', async () => {
    let calls = 0;
    const actor = start(async ({ name }) => {
      calls += 1;
      if (calls === 1) throw { kind: 'network', message: 'Network Error' };
      return { id: 2, name };
    });
    actor.send({ type: 'submit', input: { name: 'Grace' } });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.output).toEqual({ id: 2, name: 'Grace' });
    expect(calls).toBe(2);
  });

  it('clearErrors returns to idle without the error', async () => {
    const actor = start(async () => {
      throw fieldFailure({ name: ['Taken.'] });
    });
    actor.send({ type: 'submit', input: { name: 'x' } });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('can submit again after success, and reset forgets everything', async () => {
    const actor = start(async ({ name }) => ({ id: name.length, name }));
    actor.send({ type: 'submit', input: { name: 'a' } });
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'submit', input: { name: 'abc' } });
    const again = await waitFor(actor, (s) => s.matches('success'));
    expect(again.context.output).toEqual({ id: 3, name: 'abc' });
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().context).toEqual({ input: undefined, output: undefined, error: null });
  });

  it('fails loudly when the effect was not provided', async () => {
    const actor = createActor(echo).start();
    actor.send({ type: 'submit', input: { name: 'x' } });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error?.message).toMatch(/not provided/);
  });
});
