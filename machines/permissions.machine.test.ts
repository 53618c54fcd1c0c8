import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PermissionRecord } from '../schemas/permissions';
import { detailFailure, fieldFailure } from './failure';
import { permissionsMachine, type PermissionSave } from './permissions.machine';
import { staleFailure } from './stale-edit';

const none = { dashboard: false, workforce: false, organization: false, survey: false, master: false, feedback: false, coach: false };
const admin: PermissionRecord = {
  user_id: 1,
  username: 'priya',
  email: 'priya@northwind.example',
  first_name: 'Priya',
  last_name: 'Raman',
  role: 'admin',
  permissions: { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true, coach: true },
};
const tom: PermissionRecord = {
  user_id: 2,
  username: 'tom',
  email: 'tom@northwind.example',
  first_name: 'Tom',
  last_name: 'Becker',
  role: 'user',
  permissions: { ...none, dashboard: true },
};

/** A fake server: records in memory; `fail` makes the next call of a kind throw; `hold` keeps saves waiting. */
function fakeServer(initial: PermissionRecord[] = [admin, tom]) {
  let rows = structuredClone(initial);
  const fail: Partial<Record<'load' | 'save', unknown>> = {};
  const calls = { load: 0, saves: [] as PermissionSave[], companies: [] as string[] };
  const check = (kind: 'load' | 'save') => {
    const error = fail[kind];
    delete fail[kind];
    if (error) throw error;
  };
  const machine = permissionsMachine.provide({
    actors: {
      loadRecords: fromPromise(async ({ input }) => {
        calls.load += 1;
        calls.companies.push(input.companyName);
        check('load');
        return rows;
      }),
      saveChange: fromPromise(async ({ input }) => {
        calls.saves.push(input);
        check('save');
        rows = rows.map((r) => (r.user_id === input.user_id ? { ...r, permissions: { ...r.permissions, [input.area]: input.value } } : r));
        return rows.find((r) => r.user_id === input.user_id)!;
      }),
    },
  });
  return { machine, fail, calls };
}

const start = (server: ReturnType<typeof fakeServer>) => createActor(server.machine, { input: { companyName: 'Northwind' } }).start();
const ready = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
const tomOf = (records: PermissionRecord[]) => records.find((r) => r.user_id === 2)!;

describe('permissions machine', () => {
  it('loads the records of the own company (busy), then is ready', async () => {
    const server = fakeServer();
    const actor = start(server);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await ready(actor);
    expect(done.context.records).toEqual([admin, tom]);
    expect(server.calls.companies).toEqual(['Northwind']);
  });

  it('fails to load, keeps the failure, and retries', async () => {
    const server = fakeServer();
    server.fail.load = detailFailure(403, 'You do not have permission to perform this action.');
    const actor = start(server);
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.error).toMatchObject({ status: 403, detail: 'You do not have permission to perform this action.' });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    const done = await ready(actor);
    expect(done.context.records).toHaveLength(2);
    expect(server.calls.load).toBe(2);
  });

  it('saves a change (pending meanwhile), stores the answer and announces it', async () => {
    const server = fakeServer();
    const actor = start(server);
    await ready(actor);
    const saved = vi.fn();
    actor.on('saved', saved);
    actor.send({ type: 'toggle', user_id: 2, area: 'workforce', value: true });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual([{ user_id: 2, area: 'workforce', value: true }]);
    const done = await ready(actor);
    expect(tomOf(done.context.records).permissions.workforce).toBe(true);
    expect(done.context.pending).toEqual([]);
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]![0]).toMatchObject({ change: { user_id: 2, area: 'workforce', value: true }, record: { user_id: 2 } });
  });

  it('saves changes flipped during a save one after another, in order', async () => {
    const server = fakeServer();
    const actor = start(server);
    await ready(actor);
    actor.send({ type: 'toggle', user_id: 2, area: 'survey', value: true });
    actor.send({ type: 'toggle', user_id: 2, area: 'master', value: true });
    actor.send({ type: 'toggle', user_id: 2, area: 'survey', value: false });
    const done = await ready(actor);
    expect(server.calls.saves.map((c) => `${c.area}=${c.value}`)).toEqual(['survey=true', 'master=true', 'survey=false']);
    expect(tomOf(done.context.records).permissions).toMatchObject({ survey: false, master: true });
  });

  it('keeps the saved value when a change is refused, and says why', async () => {
    const server = fakeServer();
    const actor = start(server);
    await ready(actor);
    server.fail.save = detailFailure(404, 'Not found.');
    actor.send({ type: 'toggle', user_id: 2, area: 'feedback', value: true });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    expect(failed.context.pending).toEqual([]);
    expect(tomOf(failed.context.records).permissions.feedback).toBe(false);
    expect(failed.context.refusal).toEqual({ change: { user_id: 2, area: 'feedback', value: true }, error: detailFailure(404, 'Not found.') });
  });

  it('clearErrors dismisses the refusal', async () => {
    const server = fakeServer();
    const actor = start(server);
    await ready(actor);
    server.fail.save = { kind: 'network', message: 'Network Error' };
    actor.send({ type: 'toggle', user_id: 2, area: 'feedback', value: true });
    await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('a refused switch saved again fixes the refusal', async () => {
    const server = fakeServer();
    const actor = start(server);
    await ready(actor);
    server.fail.save = { kind: 'timeout', message: 'timeout exceeded' };
    actor.send({ type: 'toggle', user_id: 2, area: 'organization', value: true });
    await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    actor.send({ type: 'toggle', user_id: 2, area: 'organization', value: true });
    const done = await ready(actor);
    expect(done.context.refusal).toBeNull();
    expect(tomOf(done.context.records).permissions.organization).toBe(true);
  });

  it('ignores changes to an admin, whom the server would refuse', async () => {
    const server = fakeServer();
    const actor = start(server);
    await ready(actor);
    actor.send({ type: 'toggle', user_id: 1, area: 'master', value: false });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(server.calls.saves).toEqual([]);
  });

  it('fails loudly when the effects were not provided', async () => {
    const actor = createActor(permissionsMachine, { input: { companyName: 'Northwind' } }).start();
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.error?.message).toMatch(/not provided/);
  });

  it('keeps a 400 refusal as field errors', async () => {
    const server = fakeServer();
    const actor = start(server);
    await ready(actor);
    server.fail.save = fieldFailure({ non_field_errors: ['Admins can use every area; their permissions cannot be changed.'] });
    actor.send({ type: 'toggle', user_id: 2, area: 'master', value: true });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    expect(failed.context.refusal?.error.fieldErrors?.non_field_errors).toHaveLength(1);
  });

  it('a stale refusal stops sending the waiting changes; reload reads the list again, clearErrors keeps it', async () => {
    const server = fakeServer();
    const actor = start(server);
    await ready(actor);
    server.fail.save = staleFailure('Hana Admin', '2026-11-29T08:00:00.000Z');
    actor.send({ type: 'toggle', user_id: 2, area: 'workforce', value: true });
    actor.send({ type: 'toggle', user_id: 2, area: 'survey', value: true });
    const stale = await waitFor(actor, (s) => s.matches('stale'));
    // Sent with the record the screen showed, so the flow can tell it changed since.
    expect(server.calls.saves).toEqual([{ user_id: 2, area: 'workforce', value: true, seen: tom }]);
    expect(stale.context.pending).toEqual([]);
    expect(stale.context.refusal?.error.data).toMatchObject({ changed_by: 'Hana Admin' });
    actor.send({ type: 'toggle', user_id: 2, area: 'master', value: true });
    expect(actor.getSnapshot().value).toBe('stale');
    actor.send({ type: 'clearErrors' });
    await ready(actor);
    expect(actor.getSnapshot().context.refusal).toBeNull();
    server.fail.save = staleFailure(null, null);
    actor.send({ type: 'toggle', user_id: 2, area: 'workforce', value: true });
    await waitFor(actor, (s) => s.matches('stale'));
    actor.send({ type: 'reload' });
    await ready(actor);
    expect(server.calls.load).toBe(2);
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });
});
