import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../schemas/two-factor';
import { fieldFailure } from './failure';
import { twoFactorMachine } from './two-factor.machine';

const off: TwoFactorStatus = { enabled: false, required: false, recovery_codes_left: 0 };
const on: TwoFactorStatus = { enabled: true, required: false, recovery_codes_left: 10 };
const setupAnswer: TwoFactorSetup = { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_data_url: 'data:image/svg+xml;base64,' };
const codes: RecoveryCodes = { recovery_codes: Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}j`) };
const wrongCode = () => fieldFailure({ code: ['This code is not right.'] });

function start(actors: Partial<Record<'status' | 'start' | 'enable' | 'disable' | 'regenerate', () => Promise<unknown>>> = {}) {
  let statusNow = off;
  const machine = twoFactorMachine.provide({
    actors: {
      status: fromPromise(async () => ((await actors.status?.()) as TwoFactorStatus | undefined) ?? statusNow),
      start: fromPromise(async () => ((await actors.start?.()) as TwoFactorSetup | undefined) ?? setupAnswer),
      enable: fromPromise(async () => {
        const out = (await actors.enable?.()) as RecoveryCodes | undefined;
        statusNow = on;
        return out ?? codes;
      }),
      disable: fromPromise(async () => ((await actors.disable?.()) as TwoFactorStatus | undefined) ?? off),
      regenerate: fromPromise(async () => ((await actors.regenerate?.()) as RecoveryCodes | undefined) ?? codes),
    },
  });
  return createActor(machine).start();
}

describe('two-factor machine', () => {
  it('sets up: off → starting → settingUp (secret) → enabling → showingCodes → on', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'start', input: { password: 'pw' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const setting = await waitFor(actor, (s) => s.matches('settingUp'));
    expect(setting.context.setup?.secret).toBe('JBSWY3DPEHPK3PXP');
    actor.send({ type: 'enable', input: { code: '123456' } });
    const shown = await waitFor(actor, (s) => s.matches('showingCodes'));
    expect(shown.context.recoveryCodes).toHaveLength(10);
    expect(shown.context.setup).toBeNull();
    actor.send({ type: 'done' });
    const done = await waitFor(actor, (s) => s.matches('on'));
    expect(done.context.recoveryCodes).toBeNull();
    expect(done.context.status?.enabled).toBe(true);
  });

  it('a wrong code fails at its field, keeps the secret; clearErrors and a retry turn it on', async () => {
    let calls = 0;
    const actor = start({
      enable: async () => {
        calls += 1;
        if (calls === 1) throw wrongCode();
        return codes;
      },
    });
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'start', input: { password: 'pw' } });
    await waitFor(actor, (s) => s.matches('settingUp'));
    actor.send({ type: 'enable', input: { code: '000000' } });
    const failed = await waitFor(actor, (s) => s.matches('enableFailed'));
    expect(failed.context.error?.fieldErrors?.code).toEqual(['This code is not right.']);
    expect(failed.context.setup).not.toBeNull();
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('settingUp');
    actor.send({ type: 'enable', input: { code: '123456' } });
    await waitFor(actor, (s) => s.matches('showingCodes'));
  });

  it('off: the password form opens on request and closes on cancel, also after a refused password', async () => {
    const actor = start({
      start: async () => {
        throw fieldFailure({ password: ['Wrong.'] });
      },
    });
    await waitFor(actor, (s) => s.matches('off'));
    expect(actor.getSnapshot().context.form).toBeNull();
    actor.send({ type: 'openForm', form: 'start' });
    expect(actor.getSnapshot().context.form).toBe('start');
    actor.send({ type: 'start', input: { password: 'x' } });
    await waitFor(actor, (s) => s.matches('startFailed'));
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context).toMatchObject({ form: null, error: null });
  });

  it('a wrong password fails the start; cancelling a setup forgets the secret', async () => {
    let calls = 0;
    const actor = start({
      start: async () => {
        calls += 1;
        if (calls === 1) throw fieldFailure({ password: ['Wrong.'] });
        return setupAnswer;
      },
    });
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'start', input: { password: 'x' } });
    await waitFor(actor, (s) => s.matches('startFailed'));
    actor.send({ type: 'start', input: { password: 'pw' } });
    await waitFor(actor, (s) => s.matches('settingUp'));
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.setup).toBeNull();
  });

  it('on: new recovery codes show once; turning off goes back to off; a failure is cleared back to on', async () => {
    let disables = 0;
    const actor = start({
      status: async () => on,
      disable: async () => {
        disables += 1;
        if (disables === 1) throw wrongCode();
        return off;
      },
    });
    await waitFor(actor, (s) => s.matches('on'));
    actor.send({ type: 'openForm', form: 'regenerate' });
    expect(actor.getSnapshot().context.form).toBe('regenerate');
    actor.send({ type: 'regenerate', input: { password: 'pw', code: '123456' } });
    await waitFor(actor, (s) => s.matches('showingCodes'));
    actor.send({ type: 'done' });
    await waitFor(actor, (s) => s.matches('on'));
    actor.send({ type: 'openForm', form: 'disable' });
    actor.send({ type: 'disable', input: { password: 'pw', code: '000000' } });
    await waitFor(actor, (s) => s.matches('onFailed'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('on');
    actor.send({ type: 'disable', input: { password: 'pw', code: '123456' } });
    const done = await waitFor(actor, (s) => s.matches('off'));
    expect(done.context.status?.enabled).toBe(false);
    expect(done.context.form).toBeNull();
  });

  it('a failed load offers a retry', async () => {
    let calls = 0;
    const actor = start({
      status: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return off;
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('off'));
  });
});
