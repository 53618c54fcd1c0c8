import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { detailFailure } from './failure';
import { ssoSignInMachine } from './sso-sign-in.machine';

const refused = (code: string) => detailFailure(403, 'Refused.', code);

function actorWith(overrides: { start?: () => Promise<{ redirect_url: string }>; finish?: () => Promise<{ token: string }> }) {
  const goToProvider = vi.fn();
  const storeToken = vi.fn();
  const machine = ssoSignInMachine.provide({
    actors: {
      startSignIn: fromPromise(overrides.start ?? (async () => ({ redirect_url: 'https://idp.example.com/auth?x=1' }))),
      finishSignIn: fromPromise(overrides.finish ?? (async () => ({ token: 'jwt' }))),
    },
    actions: {
      goToProvider: (_, params) => goToProvider(params.url),
      storeToken: (_, params) => storeToken(params.token),
    },
  });
  return { actor: createActor(machine).start(), goToProvider, storeToken };
}

describe('ssoSignInMachine', () => {
  it('leaves for the provider with the address’s company found, and stays busy meanwhile', async () => {
    const { actor, goToProvider } = actorWith({});
    actor.send({ type: 'start', email: 'ada@example.com' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(goToProvider).toHaveBeenCalledWith('https://idp.example.com/auth?x=1');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('keeps a refusal with its code until cleared, and tries again', async () => {
    let calls = 0;
    const { actor } = actorWith({
      start: async () => {
        calls += 1;
        if (calls === 1) throw refused('unknown_company');
        return { redirect_url: 'https://idp.example.com/auth' };
      },
    });
    actor.send({ type: 'start', email: 'ada@nowhere.example' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.code).toBe('unknown_company');
    actor.send({ type: 'start', email: 'ada@example.com' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('signs in with the token the callback answers, or shows why not', async () => {
    const ok = actorWith({});
    ok.actor.send({ type: 'finish', search: '?code=c&state=s' });
    await waitFor(ok.actor, (s) => s.matches('signedIn'));
    expect(ok.storeToken).toHaveBeenCalledWith('jwt');

    const bad = actorWith({ finish: async () => Promise.reject(refused('wrong_state')) });
    bad.actor.send({ type: 'finish', search: '?code=c&state=forged' });
    await waitFor(bad.actor, (s) => s.matches('failed'));
    expect(bad.actor.getSnapshot().context.error?.code).toBe('wrong_state');
    bad.actor.send({ type: 'clearErrors' });
    expect(bad.actor.getSnapshot().matches('idle')).toBe(true);
  });
});
