import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuditLogEntry } from '../schemas/audit-log';
import type { Failure } from './failure';
import { raterChangesMachine, type RaterChangesRequest } from './rater-changes.machine';

const network: Failure = { kind: 'network', message: 'Network Error' };
const entry = (id: number): AuditLogEntry => ({
  id, at: '2025-03-01T10:00:00.000Z', actor_user_id: 1, actor: 'Hana Admin <hana@example.com>', ip: '10.0.0.1',
  action: 'survey.raters.add', entity: 'survey', entity_id: '3', survey_id: 3, before: null,
  after: { raters: [{ ratee: 'Ana Lee', rater: 'Ben Ng', relationship: 'peer' }] },
});

function fakeServer() {
  const calls: RaterChangesRequest[] = [];
  const state = { fail: null as Failure | null, total: 3 };
  const machine = raterChangesMachine.provide({
    actors: {
      fetchChanges: fromPromise(async ({ input }) => {
        calls.push(input);
        if (state.fail) { const e = state.fail; state.fail = null; throw e; }
        const ids = Array.from({ length: state.total }, (_, i) => state.total - i).filter((id) => input.before === undefined || id < input.before);
        const results = ids.slice(0, 2).map(entry);
        return { results, next: ids.length > 2 ? results[1]!.id : null };
      }),
    },
  });
  return { machine, calls, state };
}

describe('rater changes machine', () => {
  it("loads the survey's changes, then older ones", async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: { surveyId: 3 } }).start();
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.entries.map((e) => e.id)).toEqual([3, 2]);
    actor.send({ type: 'more' });
    const all = await waitFor(actor, (s) => s.matches('ready') && s.context.next === null);
    expect(all.context.entries.map((e) => e.id)).toEqual([3, 2, 1]);
    expect(server.calls).toEqual([{ surveyId: 3 }, { surveyId: 3, before: 2 }]);
  });

  it('fails, retries, and reloads from the newest after a change', async () => {
    const server = fakeServer();
    server.state.fail = network;
    const actor = createActor(server.machine, { input: { surveyId: 3 } }).start();
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toEqual(network);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    server.state.total = 4;
    actor.send({ type: 'reload' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.entries.map((e) => e.id)).toEqual([4, 3]);
  });

  it('keeps the list when an older page fails; clearErrors dismisses it', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: { surveyId: 3 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    server.state.fail = network;
    actor.send({ type: 'more' });
    expect((await waitFor(actor, (s) => s.matches('moreFailed'))).context.entries).toHaveLength(2);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
