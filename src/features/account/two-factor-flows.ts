import { fromPromise } from 'xstate';
import { companySecurityMachine } from '../../../machines/company-security.machine';
import { twoFactorMachine } from '../../../machines/two-factor.machine';
import { accountApi } from './account-api';

/** Two-factor sign-in's flows wired to the API. Stories provide fakes instead. */
export const liveTwoFactorFlow = twoFactorMachine.provide({
  actors: {
    status: fromPromise(({ signal }) => accountApi.twoFactorStatus({ signal })),
    start: fromPromise(({ input, signal }) => accountApi.startTwoFactor(input, { signal })),
    enable: fromPromise(({ input, signal }) => accountApi.enableTwoFactor(input, { signal })),
    disable: fromPromise(({ input, signal }) => accountApi.disableTwoFactor(input, { signal })),
    regenerate: fromPromise(({ input, signal }) => accountApi.regenerateCodes(input, { signal })),
  },
});

export const liveCompanySecurityFlow = companySecurityMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => accountApi.companySecurity({ signal })),
    saveSettings: fromPromise(({ input, signal }) => accountApi.saveCompanySecurity(input.settings, { signal })),
  },
});
