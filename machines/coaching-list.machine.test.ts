import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CoachHome } from '../schemas/coaching';
import { coachLinkMachine, myCoachingMachine, type MyCoachingLists } from './coaching-list.machine';
import { detailFailure } from './failure';

const home: CoachHome = { coach: { name: 'Jonas Weber', organisation: 'Clearpath', company: 'Northwind' }, engagements: [] };

describe('coaching list machines', () => {
  it('reads an outside coach’s page by their link, and a replaced link is final', async () => {
    const tokens: (string | undefined)[] = [];
    let fail: unknown = detailFailure(404, 'Not found.');
    const machine = coachLinkMachine.provide({
      actors: {
        loadList: fromPromise(async ({ input }) => {
          tokens.push(input.token);
          if (fail) throw fail;
          return home;
        }),
      },
    });
    const invalid = createActor(machine, { input: { token: 'abc' } }).start();
    await waitFor(invalid, (s) => s.matches('invalid'));
    fail = undefined;
    const valid = createActor(machine, { input: { token: 'abc' } }).start();
    await waitFor(valid, (s) => s.matches('ready'));
    expect(valid.getSnapshot().context.lists).toEqual(home);
    expect(tokens).toEqual(['abc', 'abc']);
  });

  it('retries a failed read of My coaching', async () => {
    let failures = 1;
    const machine = myCoachingMachine.provide({
      actors: {
        loadList: fromPromise(async () => {
          if (failures-- > 0) throw new Error('offline');
          return { mine: [], coachees: [] } as MyCoachingLists;
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toMatchObject({ message: 'offline' });
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
