import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SignedInSession } from '../schemas/session';
import { signedInSessionsMachine } from './signed-in-sessions.machine';

const here: SignedInSession = {
  id: 'a',
  browser: 'Firefox on Windows',
  ip: '198.51.100.4',
  created_at: '2026-11-28T08:00:00Z',
  last_seen_at: '2026-11-28T09:00:00Z',
  current: true,
};
const phone: SignedInSession = { ...here, id: 'b', browser: 'Safari on iOS', current: false };

function start(o: { list?: () => Promise<SignedInSession[]>; endOne?: (id: string) => Promise<void>; endAll?: () => Promise<void> } = {}) {
  const machine = signedInSessionsMachine.provide({
    actors: {
      list: fromPromise(o.list ?? (async () => [here, phone])),
      endOne: fromPromise(({ input }) => (o.endOne ?? (async () => undefined))(input)),
      endAll: fromPromise(o.endAll ?? (async () => undefined)),
    },
  });
  return createActor(machine).start();
}

describe('signed-in sessions machine', () => {
  it('loads the list, busy meanwhile', async () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.sessions.map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('signs one session out by id, then reloads the list', async () => {
    let list = [here, phone];
    const endOne = vi.fn(async (id: string) => {
      list = list.filter((s) => s.id !== id);
    });
    const actor = start({ list: async () => list, endOne });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'signOutOne', id: 'b' });
    expect(actor.getSnapshot().context.ending).toBe('b');
    const ready = await waitFor(actor, (s) => s.matches('ready') && s.context.sessions.length === 1);
    expect(endOne).toHaveBeenCalledWith('b');
    expect(ready.context.ending).toBeNull();
  });

  it('keeps a failure on screen until cleared, and can try again', async () => {
    let fail = true;
    const actor = start({
      endOne: async () => {
        if (fail) throw new Error('network error');
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'signOutOne', id: 'b' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).not.toBeNull();
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('ready');
    fail = false;
    actor.send({ type: 'signOutOne', id: 'b' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error === null);
  });

  it('signs out everywhere and ends', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'signOutEverywhere' });
    await waitFor(actor, (s) => s.matches('signedOutEverywhere'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('retries a failed load', async () => {
    let fail = true;
    const actor = start({
      list: async () => {
        if (fail) throw new Error('timeout exceeded');
        return [here];
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
