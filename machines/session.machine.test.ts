import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CurrentUser } from './current-user';
import { sessionMachine } from './session.machine';
import { detailFailure, fieldFailure } from './failure';

const user: CurrentUser = {
  id: 7, email: 'ada@acme.test', username: 'ada', first_name: 'Ada', last_name: 'Lovelace', contact_num: '',
  role: 'admin', company: { id: 1, name: 'Acme' },
  permissions: { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true },
  last_login: null,
};

function start(opts: { token?: () => Promise<{ token: string }>; load?: () => Promise<CurrentUser> } = {}) {
  const storeToken = vi.fn();
  const forgetToken = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      obtainToken: fromPromise(opts.token ?? (async () => ({ token: 'jwt-1' }))),
      loadUser: fromPromise(opts.load ?? (async () => user)),
    },
    actions: {
      storeToken: (_, params) => storeToken(params.token),
      forgetToken,
    },
  });
  return { actor: createActor(machine).start(), storeToken, forgetToken };
}

const credentials = { email: 'ada@acme.test', password: 'correct horse' };

describe('session machine', () => {
  it('signs in: authenticating (busy) → stores the token → loads the user → authenticated', async () => {
    const { actor, storeToken } = start();
    actor.send({ type: 'signIn', credentials });
    expect(actor.getSnapshot().value).toBe('authenticating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(storeToken).toHaveBeenCalledWith('jwt-1');
    expect(done.context.user?.first_name).toBe('Ada');
  });

  it('fails with the server field errors and stores no token', async () => {
    const { actor, storeToken } = start({ token: async () => { throw fieldFailure({ non_field_errors: ['Unable to log in.'] }); } });
    actor.send({ type: 'signIn', credentials });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.fieldErrors?.non_field_errors).toEqual(['Unable to log in.']);
    expect(storeToken).not.toHaveBeenCalled();
  });

  it('signs in again after a failure (retry) and clearErrors goes back to idle', async () => {
    let calls = 0;
    const { actor } = start({
      token: async () => {
        calls += 1;
        if (calls === 1) throw detailFailure(429, 'Too many attempts.');
        return { token: 'jwt-2' };
      },
    });
    actor.send({ type: 'signIn', credentials });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'signIn', credentials });
    await waitFor(actor, (s) => s.matches('authenticated'));
  });

  it('loads the current user for a stored token, and retries after a failed load', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw { kind: 'network', message: 'Network Error' };
        return user;
      },
    });
    actor.send({ type: 'load' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.message).toBe('Network Error');
    actor.send({ type: 'load' });
    await waitFor(actor, (s) => s.matches('authenticated'));
  });

  it('refreshes the user without dropping the one it knows', async () => {
    let name = 'Ada';
    const { actor } = start({ load: async () => ({ ...user, first_name: name }) });
    actor.send({ type: 'load' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    name = 'Augusta';
    actor.send({ type: 'refresh' });
    expect(actor.getSnapshot().context.user?.first_name).toBe('Ada');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    const done = await waitFor(actor, (s) => s.matches('authenticated') && s.context.user?.first_name === 'Augusta');
    expect(done.context.user?.first_name).toBe('Augusta');
  });

  it('signs out from anywhere: forgets the token and the user', async () => {
    const { actor, forgetToken } = start();
    actor.send({ type: 'signIn', credentials });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'signOut' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });
});
