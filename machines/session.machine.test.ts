import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CurrentUser } from './current-user';
import type { Login } from '../schemas/auth';
import { sessionMachine, type SignInAnswer } from './session.machine';
import { detailFailure, fieldFailure } from './failure';

const user: CurrentUser = {
  id: 7,
  email: 'ada@acme.test',
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  contact_num: '',
  role: 'admin',
  company: { id: 1, name: 'Acme' },
  permissions: { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true },
  last_login: null,
};

function start(
  opts: {
    token?: () => Promise<SignInAnswer>;
    code?: (input: { challenge: string; code: string }) => Promise<{ token: string }>;
    load?: () => Promise<CurrentUser>;
    end?: () => Promise<void>;
  } = {},
) {
  const storeToken = vi.fn();
  const forgetToken = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      obtainToken: fromPromise<SignInAnswer, Login>(opts.token ?? (async () => ({ token: 'jwt-1' }))),
      verifyCode: fromPromise(({ input }) => (opts.code ?? (async () => ({ token: 'jwt-2fa' })))(input)),
      loadUser: fromPromise(opts.load ?? (async () => user)),
      endSession: fromPromise(opts.end ?? (async () => undefined)),
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
    const { actor, storeToken } = start({
      token: async () => {
        throw fieldFailure({ non_field_errors: ['Unable to log in.'] });
      },
    });
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

  it('ends the session on the server, then forgets the token and the user', async () => {
    const ended = vi.fn(async () => undefined);
    const { actor, forgetToken } = start({ end: ended });
    actor.send({ type: 'signIn', credentials });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'endSession' });
    expect(actor.getSnapshot().value).toBe('endingSession');
    expect(forgetToken).not.toHaveBeenCalled();
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(done.context.user).toBeNull();
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  it('forgets the token even when the server cannot be told', async () => {
    const { actor, forgetToken } = start({
      end: async () => {
        throw new Error('network error');
      },
    });
    actor.send({ type: 'signIn', credentials });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'endSession' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  describe('two-factor sign-in', () => {
    const challenged = async (): Promise<SignInAnswer> => ({ two_factor_required: true, challenge: 'ch-1' });

    it('asks for a code after the right password, stores no token until the code is right', async () => {
      const code = vi.fn(async () => ({ token: 'jwt-2fa' }));
      const { actor, storeToken } = start({ token: challenged, code });
      actor.send({ type: 'signIn', credentials });
      const asked = await waitFor(actor, (s) => s.matches('awaitingCode'));
      expect(asked.context.challenge).toBe('ch-1');
      expect(storeToken).not.toHaveBeenCalled();
      actor.send({ type: 'submitCode', code: '123456' });
      expect(actor.getSnapshot().value).toBe('verifyingCode');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const done = await waitFor(actor, (s) => s.matches('authenticated'));
      expect(code).toHaveBeenCalledWith({ challenge: 'ch-1', code: '123456' });
      expect(storeToken).toHaveBeenCalledWith('jwt-2fa');
      expect(done.context.challenge).toBeNull();
    });

    it('a wrong code fails with its field error, keeps the challenge; clearErrors and a retry succeed', async () => {
      let calls = 0;
      const { actor } = start({
        token: challenged,
        code: async () => {
          calls += 1;
          if (calls === 1) throw fieldFailure({ code: ['This code is not right.'] });
          return { token: 'jwt-2fa' };
        },
      });
      actor.send({ type: 'signIn', credentials });
      await waitFor(actor, (s) => s.matches('awaitingCode'));
      actor.send({ type: 'submitCode', code: '000000' });
      const failed = await waitFor(actor, (s) => s.matches('codeFailed'));
      expect(failed.context.error?.fieldErrors?.code).toEqual(['This code is not right.']);
      expect(failed.context.challenge).toBe('ch-1');
      actor.send({ type: 'clearErrors' });
      expect(actor.getSnapshot().value).toBe('awaitingCode');
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send({ type: 'submitCode', code: '123456' });
      await waitFor(actor, (s) => s.matches('authenticated'));
    });

    it('cancelling goes back to the password step and forgets the challenge', async () => {
      const { actor } = start({ token: challenged });
      actor.send({ type: 'signIn', credentials });
      await waitFor(actor, (s) => s.matches('awaitingCode'));
      actor.send({ type: 'cancelCode' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.challenge).toBeNull();
    });
  });
});
