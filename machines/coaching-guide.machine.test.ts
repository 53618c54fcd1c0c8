import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConversationGuide } from '../schemas/coaching';
import { coachingGuideMachine } from './coaching-guide.machine';
import { detailFailure } from './failure';

const guide: ConversationGuide = { engagement: 41, coachee: 'Ana Moreno', survey: 'Q4', areas: [] };

function fakeServer(fail: unknown[]) {
  const machine = coachingGuideMachine.provide({
    actors: {
      loadGuide: fromPromise(async () => {
        const error = fail.shift();
        if (error) throw error;
        return guide;
      }),
    },
  });
  return createActor(machine, { input: { id: 41 } }).start();
}

describe('coaching guide machine', () => {
  it('loads the guide, retrying a failed read', async () => {
    const actor = fakeServer([new Error('offline')]);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ guide, error: null });
  });

  it('is closed to a refused coach (403) and not found otherwise (404)', async () => {
    await waitFor(fakeServer([detailFailure(403, 'Withdrawn.')]), (s) => s.matches('closed'));
    await waitFor(fakeServer([detailFailure(404, 'Not found.')]), (s) => s.matches('notFound'));
  });
});
