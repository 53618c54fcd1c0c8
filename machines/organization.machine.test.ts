import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { HierarchyNode } from '../schemas/organization';
import { fieldFailure, type Failure } from './failure';
import { organizationMachine, organizationStatus, withMove, type Move, type OrganizationData } from './organization.machine';

const person = (id: number, parent_id: number | null, username: string): HierarchyNode => ({
  id,
  parent_id,
  employee_id: id,
  user_id: 100 + id,
  username,
  first_name: username,
  last_name: 'Test',
  designation: null,
  department: null,
  group: null,
  email: `${username}@example.com`,
  emp_code: `E${id}`,
  contact_num: '',
  parent_username: null,
});

// ceo ← cto ← dev; ceo ← cfo
const nodes = [person(1, null, 'ceo'), person(2, 1, 'cto'), person(3, 2, 'dev'), person(4, 1, 'cfo')];
const lists = { designation: [{ id: 7, name: 'Engineer' }], department: [], group: [] };

/** A fake server: the tree in memory; `fail` makes the next call of a kind throw. */
function fakeServer() {
  let saved = [...nodes];
  const fail: Partial<Record<'load' | 'save', Failure>> = {};
  const calls = { load: 0, save: [] as Move[] };
  const check = (kind: 'load' | 'save') => {
    const error = fail[kind];
    delete fail[kind];
    if (error) throw error;
  };
  const machine = organizationMachine.provide({
    actors: {
      loadOrganization: fromPromise(async (): Promise<OrganizationData> => {
        calls.load += 1;
        check('load');
        return { nodes: saved, lists };
      }),
      saveMove: fromPromise(async ({ input }: { input: Move }): Promise<unknown> => {
        calls.save.push(input);
        check('save');
        saved = withMove(saved, input);
        return saved.find((n) => n.id === input.id);
      }),
    },
  });
  return { machine, fail, calls };
}

const ready = async (server = fakeServer()) => {
  const actor = createActor(server.machine).start();
  await waitFor(actor, (s) => s.matches('ready'));
  return actor;
};

describe('organization machine', () => {
  it('loads the nodes: pending (busy), then true with the nodes and lists', async () => {
    const actor = createActor(fakeServer().machine).start();
    expect(organizationStatus(actor.getSnapshot().value)).toBe('pending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(organizationStatus(done.value)).toBe(true);
    expect(done.context.nodes).toHaveLength(4);
    expect(done.context.lists).toEqual(lists);
  });

  it('fails to load (false) with the failure, then retries', async () => {
    const server = fakeServer();
    server.fail.load = { kind: 'network', message: 'Network Error' };
    const actor = createActor(server.machine).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(organizationStatus(failed.value)).toBe(false);
    expect(failed.context.error).toEqual({ kind: 'network', message: 'Network Error' });
    actor.send({ type: 'retry' });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.error).toBeNull();
    expect(server.calls.load).toBe(2);
  });

  it('saves a move (busy), applies it to the saved nodes and announces it', async () => {
    const server = fakeServer();
    const actor = await ready(server);
    const moved = vi.fn();
    actor.on('moved', moved);
    actor.send({ type: 'move', id: 3, parentId: 4 });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().context.move).toEqual({ id: 3, parentId: 4, previousParentId: 2 });
    const saved = await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(server.calls.save).toEqual([{ id: 3, parentId: 4, previousParentId: 2 }]);
    expect(saved.context.nodes.find((n) => n.id === 3)).toMatchObject({ parent_id: 4 });
    expect(moved).toHaveBeenCalledWith(expect.objectContaining({ move: { id: 3, parentId: 4, previousParentId: 2 } }));
    // No refetch: the answer is applied to the nodes in hand.
    expect(server.calls.load).toBe(1);
    actor.send({ type: 'move', id: 3, parentId: null });
    const root = await waitFor(actor, (s) => s.matches({ ready: 'saved' }) && s.context.move?.parentId === null);
    expect(root.context.nodes.find((n) => n.id === 3)).toMatchObject({ parent_id: null });
  });

  it('keeps the saved nodes and the server message when a move is refused, and clearErrors forgets them', async () => {
    const server = fakeServer();
    const actor = await ready(server);
    const before = actor.getSnapshot().context.nodes;
    server.fail.save = fieldFailure({ parent_id: ['This would make a reporting loop.'] });
    actor.send({ type: 'move', id: 2, parentId: 4 });
    const refused = await waitFor(actor, (s) => s.matches({ ready: 'moveFailed' }));
    expect(refused.context.nodes).toBe(before);
    expect(refused.context.error?.fieldErrors).toEqual({ parent_id: ['This would make a reporting loop.'] });
    expect(refused.context.move).toEqual({ id: 2, parentId: 4, previousParentId: 1 });
    expect(organizationStatus(refused.value)).toBe(true);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, move: null, nodes: before });
  });

  it('ignores moves that change nothing: under the same manager, under oneself, an unknown person', async () => {
    const server = fakeServer();
    const actor = await ready(server);
    actor.send({ type: 'move', id: 3, parentId: 2 });
    actor.send({ type: 'move', id: 3, parentId: 3 });
    actor.send({ type: 'move', id: 99, parentId: 1 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(server.calls.save).toEqual([]);
  });

  it('clears a load failure on clearErrors, and reloads on refresh', async () => {
    const server = fakeServer();
    server.fail.load = { kind: 'timeout', message: 'timeout exceeded' };
    const actor = createActor(server.machine).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'refresh' });
    expect(organizationStatus(actor.getSnapshot().value)).toBe('pending');
  });

  it('fails loudly when an effect is missing', async () => {
    const actor = createActor(organizationMachine).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.message).toMatch(/not provided/);
  });
});
