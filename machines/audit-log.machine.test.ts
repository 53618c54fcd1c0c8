import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuditLogEntry } from '../schemas/audit-log';
import { auditLogMachine, type AuditPageRequest } from './audit-log.machine';
import type { Failure } from './failure';

const network: Failure = { kind: 'network', message: 'Network Error' };
const entry = (id: number, action = 'employee.update'): AuditLogEntry => ({
  id,
  at: '2025-03-01T10:00:00.000Z',
  actor_user_id: 1,
  actor: 'Hana Admin <hana@example.com>',
  ip: '10.0.0.1',
  action,
  entity: 'employee',
  entity_id: '7',
  survey_id: null,
  before: { last_name: 'Lee' },
  after: { last_name: 'Leigh' },
});

/** A log of ids 1..total, newest first, two per page; `fail` refuses the next call. */
function fakeServer(total = 5) {
  const calls: AuditPageRequest[] = [];
  const state = { fail: null as Failure | null };
  const machine = auditLogMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input }) => {
        calls.push(input);
        if (state.fail) {
          const e = state.fail;
          state.fail = null;
          throw e;
        }
        const ids = Array.from({ length: total }, (_, i) => total - i).filter((id) => input.before === undefined || id < input.before);
        const results = ids.slice(0, 2).map((id) => entry(id, input.filters.action ?? 'employee.update'));
        return { results, next: ids.length > 2 ? results[1]!.id : null };
      }),
    },
  });
  return { machine, calls, state };
}

describe('audit log machine', () => {
  it('loads the first page for the filters it starts with', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: { filters: { entity: 'employee' } } }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.entries.map((e) => e.id)).toEqual([5, 4]);
    expect(ready.context.next).toBe(4);
    expect(server.calls).toEqual([{ filters: { entity: 'employee' } }]);
  });

  it('appends older pages until the end, then asks no more', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: { filters: {} } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'more' });
    expect(actor.getSnapshot().hasTag('more')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'more' });
    const end = await waitFor(actor, (s) => s.matches('ready') && s.context.next === null);
    expect(end.context.entries.map((e) => e.id)).toEqual([5, 4, 3, 2, 1]);
    actor.send({ type: 'more' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(server.calls.map((c) => c.before)).toEqual([undefined, 4, 2]);
  });

  it('starts over on a new filter and ignores the same one again', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: { filters: { action: 'survey.raters' } } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'filter', filters: { action: 'survey.raters', actor: undefined } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'filter', filters: { action: 'report.export', from: '2025-01-01' } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.filters).toEqual({ action: 'report.export', from: '2025-01-01' });
    expect(ready.context.entries.every((e) => e.action === 'report.export')).toBe(true);
    expect(server.calls).toHaveLength(2);
  });

  it('a filter changed while loading drops the first answer', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: { filters: {} } }).start();
    actor.send({ type: 'filter', filters: { action: 'user.delete' } });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.entries.every((e) => e.action === 'user.delete')).toBe(true);
  });

  it('fails to load, clears the error or retries', async () => {
    const server = fakeServer();
    server.state.fail = network;
    const actor = createActor(server.machine, { input: { filters: {} } }).start();
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toEqual(network);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    server.state.fail = network;
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.entries).toHaveLength(2);
  });

  it('keeps what it has when an older page fails, and tries that page again', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: { filters: {} } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    server.state.fail = network;
    actor.send({ type: 'more' });
    const failed = await waitFor(actor, (s) => s.matches('moreFailed'));
    expect(failed.context.entries).toHaveLength(2);
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.entries.map((e) => e.id)).toEqual([5, 4, 3, 2]);
  });
});
