import { fromPromise } from 'xstate';
import { detailFailure } from '../../../machines/failure';
import { ssoSettingsMachine } from '../../../machines/sso-settings.machine';
import { ssoSignInMachine } from '../../../machines/sso-sign-in.machine';
import type { SsoRefusalCode, SsoSettings } from '../../../schemas/sso';
import { never } from '../../testing/app-fakes.fixtures';

export const savedSettings: SsoSettings = {
  issuer: 'https://login.microsoftonline.com/4f1e2c9a-7b3d-4e8f-9a21-5c6d7e8f9a0b/v2.0',
  client_id: '0c8f2d1e-3a4b-4c5d-8e9f-a0b1c2d3e4f5',
  client_secret: '',
  email_domains: 'northwind.example, northwind.example.de',
  claim_email: 'email',
  claim_given_name: 'given_name',
  claim_family_name: 'family_name',
  claim_employee_code: 'employeeid',
  create_people: true,
  sso_only: false,
  break_glass_email: 'priya.raman@northwind.example',
};

export const refusal = (code: SsoRefusalCode) => detailFailure(403, 'Refused.', code);

/** The settings screen's flow answering from memory (or never, to show loading). */
export function fakeSsoSettings(load: () => Promise<SsoSettings> = async () => savedSettings, save = async (s: SsoSettings) => ({ ...s, client_secret: '' })) {
  return ssoSettingsMachine.provide({
    actors: { loadSettings: fromPromise(load), saveSettings: fromPromise(({ input }) => save(input.settings)) },
  });
}

/** Signing in through a provider that is never left for: stories stay on the page. */
export function fakeSsoSignIn(start: () => Promise<{ redirect_url: string }> = () => never(), finish: () => Promise<{ token: string }> = () => never()) {
  return ssoSignInMachine.provide({
    actors: { startSignIn: fromPromise(start), finishSignIn: fromPromise(finish) },
    actions: { goToProvider: () => undefined, storeToken: () => undefined },
  });
}
