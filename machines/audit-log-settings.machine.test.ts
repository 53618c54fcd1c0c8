import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuditSettings } from '../schemas/audit-log';
import { fieldFailure, type Failure } from './failure';
import { auditSettingsMachine } from './audit-log-settings.machine';
import { staleFailure } from './stale-edit';

const initial: AuditSettings = { audit_retention_days: 730 };
const network: Failure = { kind: 'network', message: 'Network Error' };

function fakeServer() {
  let stored = initial;
  const fail: Partial<Record<'load' | 'save', Failure>> = {};
  const check = (kind: 'load' | 'save') => { const e = fail[kind]; delete fail[kind]; if (e) throw e; };
  const machine = auditSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => { check('load'); return stored; }),
      saveSettings: fromPromise(async ({ input }) => { check('save'); stored = input; return stored; }),
    },
  });
  return { machine, fail, stored: () => stored };
}

const started = async (server = fakeServer()) => {
  const actor = createActor(server.machine).start();
  await waitFor(actor, (s) => s.matches('idle'));
  return actor;
};

describe('audit log settings machine', () => {
  it('loads the settings', async () => {
    const actor = await started();
    expect(actor.getSnapshot().context.settings).toEqual(initial);
  });

  it('fails to load, then retries', async () => {
    const server = fakeServer();
    server.fail.load = network;
    const actor = createActor(server.machine).start();
    expect((await waitFor(actor, (s) => s.matches('loadFailed'))).context.error).toEqual(network);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('idle'));
  });

  it('saves (busy meanwhile) and announces the saved settings', async () => {
    const server = fakeServer();
    const actor = await started(server);
    const saved = vi.fn();
    actor.on('saved', saved);
    const next = { audit_retention_days: 365 };
    actor.send({ type: 'save', settings: next });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('saved'));
    expect(done.context.settings).toEqual(next);
    expect(server.stored()).toEqual(next);
    expect(saved).toHaveBeenCalledWith({ type: 'saved', settings: next });
  });

  it('keeps a refused save with its field errors, then clears them or saves again', async () => {
    const server = fakeServer();
    const actor = await started(server);
    const refusal = fieldFailure({ audit_retention_days: ['Must be >= 30'] });
    server.fail.save = refusal;
    const draft = { audit_retention_days: 10 };
    actor.send({ type: 'save', settings: draft });
    const failed = await waitFor(actor, (s) => s.matches('saveFailed'));
    expect(failed.context.saveError).toEqual(refusal);
    expect(failed.context.draft).toEqual(draft);
    expect(failed.context.settings).toEqual(initial);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.saveError).toBeNull();
    server.fail.save = network;
    actor.send({ type: 'save', settings: { audit_retention_days: 90 } });
    await waitFor(actor, (s) => s.matches('saveFailed'));
    actor.send({ type: 'retry' });
    const done = await waitFor(actor, (s) => s.matches('saved'));
    expect(done.context.settings?.audit_retention_days).toBe(90);
  });

  it('a stale save (412) waits in stale; reload shows the retention as it is now', async () => {
    const server = fakeServer();
    const actor = await started(server);
    server.fail.save = staleFailure('Hana Admin', '2026-11-29T08:00:00.000Z');
    actor.send({ type: 'save', settings: { audit_retention_days: 90 } });
    const stale = await waitFor(actor, (s) => s.matches('stale'));
    expect(stale.context.saveError?.data).toMatchObject({ changed_by: 'Hana Admin' });
    actor.send({ type: 'reload' });
    const reloaded = await waitFor(actor, (s) => s.matches('idle'));
    expect(reloaded.context).toMatchObject({ draft: null, saveError: null, settings: initial });
  });
});
