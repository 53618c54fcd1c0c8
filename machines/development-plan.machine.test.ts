import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DevelopmentAction } from '../schemas/development-plan';
import { detailFailure, fieldFailure } from './failure';
import { staleChange, staleFailure } from './stale-edit';
import { developmentPlanMachine, type DevelopmentPlanEmitted, type PlanScope } from './development-plan.machine';

const action = (id: number, title: string, extra: Partial<DevelopmentAction> = {}): DevelopmentAction => ({
  id,
  survey: { id: 1, title: 'Q3' },
  ratee: { id: 7, name: 'Ana Silva' },
  competency: null,
  title,
  notes: '',
  owner: { id: 7, name: 'Ana Silva' },
  coach: null,
  due_date: null,
  status: 'planned',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

/** A fake server: actions in memory; `fail` makes the next call of a kind throw. */
function fakeServer(initial: DevelopmentAction[] = [action(1, 'Coach a new hire')]) {
  let rows = [...initial];
  let nextId = 10;
  const fail: Partial<Record<'fetch' | 'write', unknown>> = {};
  const seen: { scope?: PlanScope; fetches: number } = { fetches: 0 };
  const check = (kind: 'fetch' | 'write') => {
    const error = fail[kind];
    delete fail[kind];
    if (error) throw error;
  };
  const machine = developmentPlanMachine.provide({
    actors: {
      fetchActions: fromPromise(async ({ input }) => {
        seen.scope = input;
        seen.fetches += 1;
        check('fetch');
        return rows;
      }),
      createAction: fromPromise(async ({ input }) => {
        check('write');
        const made = action((nextId += 1), input.title);
        rows = [...rows, made];
        return made;
      }),
      updateAction: fromPromise(async ({ input }) => {
        check('write');
        rows = rows.map((r) => (r.id === input.id ? { ...r, title: input.patch.title ?? r.title } : r));
        return rows.find((r) => r.id === input.id)!;
      }),
      deleteAction: fromPromise(async ({ input }) => {
        check('write');
        rows = rows.filter((r) => r.id !== input.id);
      }),
      setStatus: fromPromise(async ({ input }) => {
        check('write');
        rows = rows.map((r) => (r.id === input.id ? { ...r, status: input.status } : r));
        return rows.find((r) => r.id === input.id)!;
      }),
    },
  });
  return { machine, fail, seen };
}

function start(server = fakeServer(), scope: PlanScope = { survey: 1, ratee: 7 }) {
  const actor = createActor(server.machine, { input: scope }).start();
  const done: DevelopmentPlanEmitted[] = [];
  actor.on('done', (e) => done.push(e));
  return { actor, done, server };
}
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'));
const create = { kind: 'create', input: { survey: 1, ratee: 7, title: 'Read a book' } } as const;

describe('development plan machine', () => {
  it('loads the scope’s actions (busy), then is idle with them', async () => {
    const { actor, server } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect((await idle(actor)).context.actions.map((a) => a.title)).toEqual(['Coach a new hire']);
    expect(server.seen.scope).toEqual({ survey: 1, ratee: 7 });
  });

  it('a failed load waits for retry', async () => {
    const server = fakeServer();
    server.fail.fetch = detailFailure(503, 'Down');
    const { actor } = start(server);
    expect((await waitFor(actor, (s) => s.matches('loadFailed'))).context.error).toMatchObject({ status: 503 });
    actor.send({ type: 'retry' });
    expect((await idle(actor)).context.error).toBeNull();
  });

  it('adds an action from a prefilled dialog: announces it, closes the dialog, refetches', async () => {
    const { actor, done, server } = start();
    await idle(actor);
    actor.send({ type: 'add', values: { title: 'Develop Coaching', competency: 3 } });
    expect(actor.getSnapshot().context.dialog).toEqual({ kind: 'create', values: { title: 'Develop Coaching', competency: 3 } });
    actor.send({ type: 'save', write: create });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    const after = await idle(actor);
    expect(after.context.actions.map((a) => a.title)).toEqual(['Coach a new hire', 'Read a book']);
    expect(after.context.dialog).toBeNull();
    expect(done).toEqual([{ type: 'done', write: create, action: expect.objectContaining({ title: 'Read a book' }), title: 'Read a book' }]);
    expect(server.seen.fetches).toBe(2);
  });

  it('keeps the dialog and the field errors after a refused save; clearErrors, then a retry saves', async () => {
    const server = fakeServer();
    const { actor } = start(server);
    await idle(actor);
    actor.send({ type: 'edit', action: action(1, 'Coach a new hire') });
    await waitFor(actor, (s) => s.matches('editing'));
    server.fail.write = fieldFailure({ title: ['This field may not be blank.'] });
    const write = { kind: 'update', id: 1, patch: { title: ' ' } } as const;
    actor.send({ type: 'save', write });
    const failed = await waitFor(actor, (s) => s.matches('saveFailed'));
    expect(failed.context.error?.fieldErrors).toEqual({ title: ['This field may not be blank.'] });
    expect(failed.context.dialog?.kind).toBe('edit');
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'save', write: { kind: 'update', id: 1, patch: { title: 'Coach two' } } });
    expect((await idle(actor)).context.actions[0]!.title).toBe('Coach two');
  });

  it('asks before deleting; a failed delete can be retried; the announcement names the action', async () => {
    const server = fakeServer();
    const { actor, done } = start(server);
    await idle(actor);
    actor.send({ type: 'askDelete', action: action(1, 'Coach a new hire') });
    await waitFor(actor, (s) => s.matches('confirmingDelete'));
    server.fail.write = detailFailure(503, 'Down');
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('deleteFailed'));
    actor.send({ type: 'retry' });
    expect((await idle(actor)).context.actions).toEqual([]);
    expect(done[0]).toMatchObject({ write: { kind: 'delete', id: 1 }, action: null, title: 'Coach a new hire' });
  });

  it('cancel closes a dialog without a request', async () => {
    const { actor, server } = start();
    await idle(actor);
    actor.send({ type: 'add' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.dialog).toBeNull();
    expect(server.seen.fetches).toBe(1);
  });

  it('moves a status in place (no refetch); a failure stays until cleared or retried', async () => {
    const server = fakeServer();
    const { actor, done } = start(server, { survey: 1 });
    await idle(actor);
    actor.send({ type: 'setStatus', id: 1, status: 'in_progress' });
    expect((await idle(actor)).context.actions[0]!.status).toBe('in_progress');
    expect(done[0]).toMatchObject({ write: { kind: 'status', id: 1, status: 'in_progress' }, title: 'Coach a new hire' });
    server.fail.write = detailFailure(404, 'Not found.');
    actor.send({ type: 'setStatus', id: 1, status: 'done' });
    const failed = await waitFor(actor, (s) => s.matches('statusFailed'));
    expect(failed.context.error?.status).toBe(404);
    actor.send({ type: 'retry' });
    expect((await idle(actor)).context.actions[0]!.status).toBe('done');
    actor.send({ type: 'clearErrors' });
    expect(server.seen.fetches).toBe(1);
  });

  it('a write that went through but whose refetch failed keeps the old list (refreshFailed) until retried', async () => {
    const server = fakeServer();
    const { actor } = start(server);
    await idle(actor);
    actor.send({ type: 'add' });
    server.fail.fetch = detailFailure(503, 'Down');
    actor.send({ type: 'save', write: create });
    const failed = await waitFor(actor, (s) => s.matches('refreshFailed'));
    expect(failed.context.actions).toHaveLength(1);
    expect(failed.context.dialog).toBeNull();
    actor.send({ type: 'retry' });
    expect((await idle(actor)).context.actions).toHaveLength(2);
  });

  it('an edit reads the action first; a save refused with 412 is stale (who, when); reload shows the action and list as they are now', async () => {
    const server = fakeServer();
    const reads: number[] = [];
    let current = action(1, 'Coach a new hire');
    const machine = server.machine.provide({
      actors: {
        readAction: fromPromise(async ({ input }) => {
          reads.push(input.id);
          return current;
        }),
      },
    });
    const { actor } = start({ ...server, machine });
    await idle(actor);
    // The ratee moves the status after HR's dialog has read the action.
    actor.send({ type: 'edit', action: action(1, 'Coach a new hire') });
    expect((await waitFor(actor, (s) => s.matches('editing'))).context.dialog).toEqual({ kind: 'edit', action: current });
    current = action(1, 'Coach a new hire', { status: 'in_progress', updated_at: '2026-11-28T18:40:00.000Z' });
    server.fail.write = staleFailure('Ana Silva', '2026-11-28T18:40:00.000Z');
    actor.send({ type: 'save', write: { kind: 'update', id: 1, patch: { title: 'Coach two', status: 'planned' } } });
    const stale = await waitFor(actor, (s) => s.matches('stale'));
    expect(staleChange(stale.context.error)).toEqual({ by: 'Ana Silva', at: '2026-11-28T18:40:00.000Z' });
    expect(stale.context.dialog?.kind).toBe('edit');

    actor.send({ type: 'reload' });
    const fresh = await waitFor(actor, (s) => s.matches('editing'));
    expect(reads).toEqual([1, 1]);
    expect(fresh.context).toMatchObject({ error: null, write: null, dialog: { kind: 'edit', action: { status: 'in_progress' } } });
    expect(server.seen.fetches).toBe(2);
  });

  it('a status change reads the action first; a 412 is stale beside the list; clearErrors leaves it unsaved', async () => {
    const server = fakeServer();
    const { actor } = start(server, { survey: 1 });
    await idle(actor);
    server.fail.write = staleFailure(null, null);
    actor.send({ type: 'setStatus', id: 1, status: 'done' });
    const stale = await waitFor(actor, (s) => s.matches('stale'));
    expect(stale.context.dialog).toBeNull();
    actor.send({ type: 'clearErrors' });
    expect((await idle(actor)).context).toMatchObject({ error: null, write: null, actions: [{ status: 'planned' }] });
  });
});
