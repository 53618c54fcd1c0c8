import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import * as flows from './flows';
import { fieldFailure } from './failure';

// Every simple flow is the same chart; each must still be wired as its own machine.
const machines = Object.entries(flows).filter(([name]) => name.endsWith('Machine')) as [string, flows.AnyFlow][];

describe.each(machines)('%s', (_name, machine) => {
  const run = (request: (input: unknown) => Promise<unknown>) =>
    createActor(machine.provide({ actors: { request: fromPromise(({ input }) => request(input)) } })).start();

  it('succeeds with the answer', async () => {
    const actor = run(async (input) => ({ echoed: input }));
    actor.send({ type: 'submit', input: 'in' });
    expect((await waitFor(actor, (s) => s.matches('success'))).context.output).toEqual({ echoed: 'in' });
  });

  it('fails with field errors, clears them, and succeeds on retry', async () => {
    let calls = 0;
    const actor = run(async () => {
      calls += 1;
      if (calls < 3) throw fieldFailure({ email: ['Enter a valid email address.'] });
      return 'ok';
    });
    actor.send({ type: 'submit', input: 'in' });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error?.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submit', input: 'in' });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (s) => s.matches('success'))).context.output).toBe('ok');
  });
});

it('names each flow machine', () => {
  expect(machines.map(([, m]) => m.id)).toContain('registration');
  expect(machines.length).toBeGreaterThanOrEqual(8);
});
