import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeedbackSettings } from '../schemas/analytics';
import { fieldFailure, type Failure } from './failure';
import { createSettingsFormMachine } from './settings-form.machine';
import { staleFailure } from './stale-edit';

const initial: FeedbackSettings = { succession_threshold: 80, development_threshold: 50, anonymity_threshold: 3 };
const network: Failure = { kind: 'network', message: 'Network Error' };

function fakeServer() {
  let stored = initial;
  const fail: Partial<Record<'load' | 'save', Failure>> = {};
  const check = (kind: 'load' | 'save') => {
    const e = fail[kind];
    delete fail[kind];
    if (e) throw e;
  };
  const machine = createSettingsFormMachine<FeedbackSettings>('feedbackSettings').provide({
    actors: {
      loadSettings: fromPromise(async () => {
        check('load');
        return stored;
      }),
      saveSettings: fromPromise(async ({ input }) => {
        check('save');
        stored = input.settings;
        return stored;
      }),
    },
  });
  return { machine, fail, stored: () => stored };
}

const started = async (server = fakeServer()) => {
  const actor = createActor(server.machine).start();
  await waitFor(actor, (s) => s.matches('idle'));
  return actor;
};

describe('settings form machine (the thresholds, the audit log retention, the sign-in rule)', () => {
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
    const next = { ...initial, succession_threshold: 75 };
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
    const refusal = fieldFailure({ development_threshold: ['Must be below the succession threshold.'] });
    server.fail.save = refusal;
    const draft = { ...initial, development_threshold: 90 };
    actor.send({ type: 'save', settings: draft });
    const failed = await waitFor(actor, (s) => s.matches('saveFailed'));
    expect(failed.context.saveError).toEqual(refusal);
    expect(failed.context.draft).toEqual(draft);
    expect(failed.context.settings).toEqual(initial);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.saveError).toBeNull();
    server.fail.save = network;
    actor.send({ type: 'save', settings: { ...initial, development_threshold: 40 } });
    await waitFor(actor, (s) => s.matches('saveFailed'));
    actor.send({ type: 'retry' });
    const done = await waitFor(actor, (s) => s.matches('saved'));
    expect(done.context.settings?.development_threshold).toBe(40);
  });
});

describe('settings form machine: a stale save (412)', () => {
  it('goes to stale with who and when, keeps the draft; reload loads theirs and drops it; clearErrors keeps it', async () => {
    const server = fakeServer();
    const actor = await started(server);
    const mine = { ...initial, succession_threshold: 90 };
    server.fail.save = staleFailure('Hana Admin', '2026-11-28T18:40:00.000Z');
    actor.send({ type: 'save', settings: mine });
    const stale = await waitFor(actor, (s) => s.matches('stale'));
    expect(stale.context.saveError?.status).toBe(412);
    expect(stale.context.draft).toEqual(mine);
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);

    server.fail.save = staleFailure(null, null);
    actor.send({ type: 'save', settings: mine });
    await waitFor(actor, (s) => s.matches('stale'));
    actor.send({ type: 'reload' });
    const fresh = await waitFor(actor, (s) => s.matches('idle'));
    expect(fresh.context).toMatchObject({ settings: initial, draft: null, saveError: null });
  });
});
