import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fieldFailure } from './failure';
import { resourceMachine, type ResourceRow, type ResourceWrite } from './resource.machine';

/** A fake server: a list in memory; `fail` makes the next call of a kind throw. */
function fakeServer(initial: ResourceRow[] = [{ id: 1, name: 'Sales' }]) {
  let rows = [...initial];
  let nextId = 10;
  const fail: Partial<Record<'fetch' | 'write', unknown>> = {};
  const calls = { fetch: 0 };
  const check = (kind: 'fetch' | 'write') => {
    const error = fail[kind];
    delete fail[kind];
    if (error) throw error;
  };
  const machine = resourceMachine.provide({
    actors: {
      fetchList: fromPromise(async () => {
        calls.fetch += 1;
        check('fetch');
        return rows;
      }),
      createItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        check('write');
        const row = { id: (nextId += 1), ...(input as { values: object }).values };
        rows = [...rows, row];
        return row;
      }),
      updateItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        check('write');
        const { id, values } = input as { id: number; values: object };
        rows = rows.map((r) => (r.id === id ? { id, ...values } : r));
        return rows.find((r) => r.id === id)!;
      }),
      deleteItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        check('write');
        rows = rows.filter((r) => r.id !== (input as { id: number }).id);
        return undefined as unknown;
      }),
      archiveItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        check('write');
        const { id, archived } = input as { id: number; archived: boolean };
        rows = rows.map((r) => (r.id === id ? { ...r, archived_at: archived ? '2026-11-25T10:00:00Z' : null } : r));
        return rows.find((r) => r.id === id)!;
      }),
    },
  });
  return { machine, fail, calls };
}

const start = (server: ReturnType<typeof fakeServer>) => createActor(server.machine).start();

describe('resource machine', () => {
  it('loads the list (busy), then is idle with the items', async () => {
    const actor = start(fakeServer());
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('idle'));
    expect(ready.context.items).toEqual([{ id: 1, name: 'Sales' }]);
  });

  it('fails to load, keeps the failure, and retries', async () => {
    const server = fakeServer();
    server.fail.fetch = { kind: 'network', message: 'Network Error' };
    const actor = start(server);
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.error).toEqual({ kind: 'network', message: 'Network Error' });
    actor.send({ type: 'retry' });
    const ready = await waitFor(actor, (s) => s.matches('idle'));
    expect(ready.context.error).toBeNull();
    expect(ready.context.items).toHaveLength(1);
  });

  it.each([
    [
      'create',
      { type: 'create', values: { name: 'Support' } },
      [
        { id: 1, name: 'Sales' },
        { id: 11, name: 'Support' },
      ],
    ],
    ['update', { type: 'update', id: 1, values: { name: 'Field sales' } }, [{ id: 1, name: 'Field sales' }]],
    ['delete', { type: 'delete', id: 1 }, []],
    ['archive', { type: 'archive', id: 1, archived: true }, [{ id: 1, name: 'Sales', archived_at: '2026-11-25T10:00:00Z' }]],
  ] as const)('%s: writes (busy), announces it, then refetches the list', async (_name, event, after) => {
    const server = fakeServer();
    const actor = start(server);
    await waitFor(actor, (s) => s.matches('idle'));
    const written = vi.fn();
    actor.on('written', written);
    actor.send(event);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('refetching'));
    expect(written).toHaveBeenCalledTimes(1);
    expect(written.mock.calls[0]![0].write.kind).toBe(event.type);
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.items).toEqual(after);
    expect(done.context.write).toBeNull();
    expect(server.calls.fetch).toBe(2);
  });

  it('keeps field errors and what was sent on failure, and clearErrors forgets them', async () => {
    const server = fakeServer();
    const actor = start(server);
    await waitFor(actor, (s) => s.matches('idle'));
    server.fail.write = fieldFailure({ name: ['Group "Sales" already exists.'] });
    actor.send({ type: 'create', values: { name: 'sales' } });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.fieldErrors).toEqual({ name: ['Group "Sales" already exists.'] });
    expect(failed.context.write).toEqual({ kind: 'create', values: { name: 'sales' } });
    expect(failed.context.items).toHaveLength(1);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, write: null });
  });

  it('archives straight from a refused delete, and restores', async () => {
    const server = fakeServer();
    const actor = start(server);
    await waitFor(actor, (s) => s.matches('idle'));
    server.fail.write = fieldFailure({ non_field_errors: ['This designation is still used by 2 employees.'] });
    actor.send({ type: 'delete', id: 1 });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'archive', id: 1, archived: true });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, write: { kind: 'archive', id: 1, archived: true } });
    const archived = await waitFor(actor, (s) => s.matches('idle'));
    expect(archived.context.items[0]!.archived_at).toBe('2026-11-25T10:00:00Z');
    actor.send({ type: 'archive', id: 1, archived: false });
    expect((await waitFor(actor, (s) => s.matches('idle') && s.context.write === null)).context.items[0]!.archived_at).toBeNull();
  });

  it('can send a corrected write straight from failure', async () => {
    const server = fakeServer();
    const actor = start(server);
    await waitFor(actor, (s) => s.matches('idle'));
    server.fail.write = fieldFailure({ name: ['Taken.'] });
    actor.send({ type: 'create', values: { name: 'Sales' } });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'create', values: { name: 'Marketing' } });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.items.map((r) => r.name)).toEqual(['Sales', 'Marketing']);
  });

  it('keeps the old list when only the refetch fails, and retries it', async () => {
    const server = fakeServer();
    const actor = start(server);
    await waitFor(actor, (s) => s.matches('idle'));
    server.fail.fetch = { kind: 'timeout', message: 'timeout exceeded' };
    actor.send({ type: 'delete', id: 1 });
    const stale = await waitFor(actor, (s) => s.matches('refreshFailed'));
    expect(stale.context.items).toEqual([{ id: 1, name: 'Sales' }]);
    expect(stale.context.error?.kind).toBe('timeout');
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (s) => s.matches('idle'))).context.items).toEqual([]);
  });

  it('refreshes on demand and fails loudly when an effect is missing', async () => {
    const actor = createActor(resourceMachine).start();
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.error?.message).toMatch(/not provided/);
  });
});
