import { fromPromise } from 'xstate';
import { ssoSettingsMachine } from '../../../machines/sso-settings.machine';
import { ssoSignInMachine } from '../../../machines/sso-sign-in.machine';
import { setToken } from '../../lib/token';
import { ssoApi } from './sso-api';

/** The settings screen's flow wired to the API. Stories provide fakes instead. */
export const liveSsoSettingsFlow = ssoSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => ssoApi.settings(signal)),
    saveSettings: fromPromise(({ input, signal }) => ssoApi.saveSettings(input.settings, signal)),
  },
});

/** Signing in through the provider, wired to the API and the browser: leaving for the provider, keeping the session's token. */
export const liveSsoSignInFlow = ssoSignInMachine.provide({
  actors: {
    startSignIn: fromPromise(({ input, signal }) => ssoApi.start(input, signal)),
    finishSignIn: fromPromise(({ input, signal }) => ssoApi.finish(input.search, signal)),
  },
  actions: {
    goToProvider: (_, { url }) => window.location.assign(url),
    storeToken: (_, { token }) => setToken(token),
  },
});
