import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceMachine, type ResourceEmitted, type ResourceRow, type ResourceWrite } from './resource.machine';
import { staleChange, staleFailure } from './stale-edit';

const STALE = staleFailure('Hana Admin', '2026-11-28T18:40:00.000Z');

/** A list whose item 1 someone else renames after this screen read it: the first save answers 412. */
function world() {
  let server: ResourceRow = { id: 1, name: 'Sales' };
  const calls = { reads: 0, fetches: 0, writes: 0 };
  const machine = resourceMachine.provide({
    actors: {
      fetchList: fromPromise(async () => {
        calls.fetches += 1;
        return [server];
      }),
      readItem: fromPromise(async () => {
        calls.reads += 1;
        return server;
      }),
      updateItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        calls.writes += 1;
        if (calls.writes === 1) throw STALE;
        server = { id: 1, ...(input as { values: object }).values };
        return server;
      }),
      deleteItem: fromPromise<unknown, ResourceWrite>(async () => {
        throw STALE;
      }),
    },
  });
  const actor = createActor(machine).start();
  const opened: Extract<ResourceEmitted, { type: 'opened' }>[] = [];
  actor.on('opened', (e) => opened.push(e));
  return {
    actor,
    calls,
    opened,
    renameOnServer: (name: string) => {
      server = { id: 1, name };
    },
  };
}

describe('resource machine: stale edits (412)', () => {
  it('open reads the item as it is now and tells the screen to open its dialog with it', async () => {
    const { actor, calls, opened, renameOnServer } = world();
    await waitFor(actor, (s) => s.matches('idle'));
    renameOnServer('Sales EMEA');
    actor.send({ type: 'open', id: 1, purpose: 'edit' });
    expect(actor.getSnapshot().hasTag('opening')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.reads).toBe(1);
    expect(opened).toEqual([{ type: 'opened', purpose: 'edit', item: { id: 1, name: 'Sales EMEA' } }]);
    expect(ready.context.items).toEqual([{ id: 1, name: 'Sales EMEA' }]);
  });

  it('open pressed while the list is read again after a write waits for the list, then opens', async () => {
    const { actor, calls, opened } = world();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'refresh' });
    expect(actor.getSnapshot().hasTag('refetching')).toBe(true);
    actor.send({ type: 'open', id: 1, purpose: 'delete' });
    await waitFor(actor, (s) => s.matches('idle') && opened.length === 1);
    expect(calls).toMatchObject({ fetches: 2, reads: 1 });
    expect(opened).toEqual([{ type: 'opened', purpose: 'delete', item: { id: 1, name: 'Sales' } }]);
  });

  it('a save refused with 412 goes to stale with who and when; reload reads the item and the list again and keeps nothing stale', async () => {
    const { actor, calls, opened, renameOnServer } = world();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'update', id: 1, values: { name: 'Mine' } });
    const stale = await waitFor(actor, (s) => s.matches('stale'));
    expect(staleChange(stale.context.error)).toEqual({ by: 'Hana Admin', at: '2026-11-28T18:40:00.000Z' });
    expect(stale.context.write).toEqual({ kind: 'update', id: 1, values: { name: 'Mine' } });

    renameOnServer('Theirs');
    actor.send({ type: 'reload' });
    const fresh = await waitFor(actor, (s) => s.matches('idle'));
    expect(opened.at(-1)).toEqual({ type: 'opened', purpose: 'edit', item: { id: 1, name: 'Theirs' } });
    expect(fresh.context).toMatchObject({ items: [{ id: 1, name: 'Theirs' }], error: null, write: null });
    expect(calls.fetches).toBe(2);

    actor.send({ type: 'update', id: 1, values: { name: 'Mine again' } });
    expect((await waitFor(actor, (s) => s.matches('idle') && s.context.items[0]!.name === 'Mine again')).context.error).toBeNull();
  });

  it('clearErrors leaves stale without saving; a stale delete is stale too', async () => {
    const { actor } = world();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'delete', id: 1 });
    await waitFor(actor, (s) => s.matches('stale'));
    actor.send({ type: 'clearErrors' });
    const back = await waitFor(actor, (s) => s.matches('idle'));
    expect(back.context).toMatchObject({ error: null, write: null, items: [{ id: 1, name: 'Sales' }] });
  });
});
