import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CompanySecurity } from '../schemas/two-factor';
import { companySecurityMachine } from './company-security.machine';
import { detailFailure } from './failure';
import { staleFailure } from './stale-edit';

function start(save: (input: CompanySecurity) => Promise<CompanySecurity>) {
  return createActor(companySecurityMachine.provide({
    actors: { load: fromPromise(async (): Promise<CompanySecurity> => ({ require_two_factor: false })), save: fromPromise(({ input }) => save(input)) },
  })).start();
}

describe('company security machine', () => {
  it('loads, saves a change and shows what the server answered', async () => {
    const actor = start(async (input) => input);
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'save', settings: { require_two_factor: true } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const saved = await waitFor(actor, (s) => s.matches('saved'));
    expect(saved.context.settings).toEqual({ require_two_factor: true });
  });

  it('a refused save keeps the draft; retry saves it, clearErrors drops it', async () => {
    let calls = 0;
    const actor = start(async (input) => { calls += 1; if (calls === 1) throw detailFailure(403, 'Admins only.'); return input; });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'save', settings: { require_two_factor: true } });
    const failed = await waitFor(actor, (s) => s.matches('saveFailed'));
    expect(failed.context.draft).toEqual({ require_two_factor: true });
    expect(failed.context.error?.status).toBe(403);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('saved'));
    actor.send({ type: 'save', settings: { require_two_factor: false } });
    await waitFor(actor, (s) => s.matches('saved'));
  });

  it('clearErrors after a failure goes back to idle with the saved value', async () => {
    const actor = start(async () => { throw detailFailure(500, 'Down.'); });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'save', settings: { require_two_factor: true } });
    await waitFor(actor, (s) => s.matches('saveFailed'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ draft: null, error: null, settings: { require_two_factor: false } });
  });

  it('a stale save (412) waits in stale: reload reads the rule again and drops the draft', async () => {
    const actor = start(async () => { throw staleFailure('Hana Admin', '2026-11-29T08:00:00.000Z'); });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'save', settings: { require_two_factor: true } });
    const stale = await waitFor(actor, (s) => s.matches('stale'));
    expect(stale.context.error?.data).toMatchObject({ changed_by: 'Hana Admin' });
    actor.send({ type: 'reload' });
    const reloaded = await waitFor(actor, (s) => s.matches('idle'));
    expect(reloaded.context).toMatchObject({ draft: null, error: null, settings: { require_two_factor: false } });
  });
});
