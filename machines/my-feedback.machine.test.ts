import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MyReport } from '../schemas/feedback';
import { myFeedbackMachine } from './my-feedback.machine';

const mine = (id: number, released_at: string): MyReport => ({
  survey: { id, title: `Survey ${id}`, end_date: '2025-06-30', closed_on: '2025-06-30' },
  released_at,
});

function fakeServer(fail: unknown[] = []) {
  let calls = 0;
  const failures = [...fail];
  const machine = myFeedbackMachine.provide({
    actors: {
      fetchMyReports: fromPromise(async () => {
        calls += 1;
        const error = failures.shift();
        if (error) throw error;
        return [mine(1, '2025-03-01T09:00:00Z'), mine(2, '2025-11-02T09:00:00Z')];
      }),
    },
  });
  return { actor: createActor(machine).start(), calls: () => calls };
}

describe('my feedback machine', () => {
  it('loads the released reports, the latest first', async () => {
    const { actor } = fakeServer();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.reports.map((r) => r.survey.id)).toEqual([2, 1]);
  });

  it('keeps a failure and retries', async () => {
    const { actor, calls } = fakeServer([{ kind: 'timeout', message: 'timeout exceeded' }]);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.kind).toBe('timeout');
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls()).toBe(2);
  });
});
