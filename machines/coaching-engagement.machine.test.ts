import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Engagement } from '../schemas/coaching';
import { coachingEngagementMachine } from './coaching-engagement.machine';
import { detailFailure, fieldFailure } from './failure';

const engagement = { id: 41, role: 'coach', scope: 'plan_only', sessions: [] } as unknown as Engagement;
const session = { starts_at: '2026-12-01T09:00:00.000Z', minutes: 60 };

function fakeServer(fail: unknown[] = []) {
  const calls: string[] = [];
  const check = () => {
    const error = fail.shift();
    if (error) throw error;
  };
  const machine = coachingEngagementMachine.provide({
    actors: {
      loadEngagement: fromPromise(async ({ input }) => {
        calls.push(`load ${input.id}`);
        check();
        return engagement;
      }),
      applyChange: fromPromise(async ({ input }) => {
        calls.push(`${input.change.kind} ${input.id}`);
        check();
        return { ...engagement, sessions: [{ id: 1, ...session, location: '', status: 'scheduled' as const }] };
      }),
      explainClosed: fromPromise(async ({ input }) => {
        calls.push(`explain ${input.id}`);
        return { coachee: 'Ana Moreno', withdrawn: true };
      }),
    },
  });
  return { actor: createActor(machine, { input: { id: 41 } }).start(), calls };
}

describe('coaching engagement machine', () => {
  it('loads the engagement and answers a change with the engagement as it now stands', async () => {
    const { actor, calls } = fakeServer();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'change', change: { kind: 'schedule', session } });
    expect(actor.getSnapshot().hasTag('changing')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && s.context.done === 'schedule');
    expect(actor.getSnapshot().context.engagement!.sessions).toHaveLength(1);
    expect(calls).toEqual(['load 41', 'schedule 41']);
  });

  it('keeps a refused change until cleared, retries it, and retries a failed load', async () => {
    const { actor, calls } = fakeServer([new Error('offline'), undefined, fieldFailure({ starts_at: ['In the past.'] })]);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'change', change: { kind: 'schedule', session } });
    await waitFor(actor, (s) => s.matches('changeFailed'));
    expect(actor.getSnapshot().context).toMatchObject({ change: { kind: 'schedule' }, changeError: { fieldErrors: { starts_at: ['In the past.'] } } });
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.done === 'schedule');
    actor.send({ type: 'change', change: { kind: 'note', note: { body: 'x' } } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.done === 'note');
    expect(calls).toEqual(['load 41', 'load 41', 'schedule 41', 'schedule 41', 'note 41']);
    const cleared = fakeServer([undefined, fieldFailure({ body: ['Empty.'] })]);
    await waitFor(cleared.actor, (s) => s.matches('ready'));
    cleared.actor.send({ type: 'change', change: { kind: 'note', note: { body: '' } } });
    await waitFor(cleared.actor, (s) => s.matches('changeFailed'));
    cleared.actor.send({ type: 'clearErrors' });
    expect(cleared.actor.getSnapshot().value).toBe('ready');
    expect(cleared.actor.getSnapshot().context).toMatchObject({ changeError: null, change: null });
  });

  it('closes to a coach refused (403) with whose engagement it was, and says not found on 404', async () => {
    const withdrawn = fakeServer([detailFailure(403, 'Your coachee has withdrawn their consent: you no longer see their material.')]);
    await waitFor(withdrawn.actor, (s) => s.matches({ closed: 'explained' }));
    expect(withdrawn.actor.getSnapshot().context.closed).toEqual({
      detail: 'Your coachee has withdrawn their consent: you no longer see their material.',
      coachee: 'Ana Moreno',
      withdrawn: true,
    });
    const later = fakeServer([undefined, detailFailure(403, 'Withdrawn.')]);
    await waitFor(later.actor, (s) => s.matches('ready'));
    later.actor.send({ type: 'change', change: { kind: 'note', note: { body: 'x' } } });
    await waitFor(later.actor, (s) => s.matches({ closed: 'explained' }));
    expect(later.actor.getSnapshot().context.engagement).toBeNull();
    const missing = fakeServer([detailFailure(404, 'Not found.')]);
    await waitFor(missing.actor, (s) => s.matches('notFound'));
  });
});
