import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Checklist } from '../schemas/getting-started';
import { gettingStartedMachine } from './getting-started.machine';

const open: Checklist = {
  steps: [
    { key: 'people', done: true },
    { key: 'competencies', done: false },
    { key: 'survey', done: false },
    { key: 'launch', done: false },
  ],
  dismissed_at: null,
};
const dismissed: Checklist = { ...open, dismissed_at: '2026-11-25T10:00:00.000Z' };

function start(load: () => Promise<Checklist>, dismiss: () => Promise<Checklist>) {
  return createActor(gettingStartedMachine.provide({ actors: { loadChecklist: fromPromise(load), dismissChecklist: fromPromise(dismiss) } })).start();
}

describe('getting-started machine', () => {
  it('loads the checklist, then dismisses it', async () => {
    const actor = start(
      async () => open,
      async () => dismissed,
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.checklist).toEqual(open);
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && s.context.checklist?.dismissed_at !== null);
  });

  it('a failed load can be retried', async () => {
    let calls = 0;
    const actor = start(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('Network Error');
        return open;
      },
      async () => dismissed,
    );
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed dismissal keeps the checklist with its error, until cleared', async () => {
    const actor = start(
      async () => open,
      async () => {
        throw new Error('Network Error');
      },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'dismiss' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.checklist).toEqual(open);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
