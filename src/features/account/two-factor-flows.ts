import { fromPromise } from 'xstate';
import { companySecurityMachine } from '../../../machines/company-security.machine';
import { twoFactorMachine } from '../../../machines/two-factor.machine';
import type { CompanySecurity, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../../../schemas/two-factor';
import { api } from '../../lib/api';

/** Two-factor sign-in's flows wired to the API. Stories provide fakes instead. */
export const liveTwoFactorFlow = twoFactorMachine.provide({
  actors: {
    status: fromPromise(({ signal }) => api.get<TwoFactorStatus>('/api/two-factor/', { signal })),
    start: fromPromise(({ input, signal }) => api.post<TwoFactorSetup>('/api/two-factor/setup/', input, { signal })),
    enable: fromPromise(({ input, signal }) => api.post<RecoveryCodes>('/api/two-factor/enable/', input, { signal })),
    disable: fromPromise(({ input, signal }) => api.post<TwoFactorStatus>('/api/two-factor/disable/', input, { signal })),
    regenerate: fromPromise(({ input, signal }) => api.post<RecoveryCodes>('/api/two-factor/recovery-codes/', input, { signal })),
  },
});

export const liveCompanySecurityFlow = companySecurityMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => api.get<CompanySecurity>('/api/company-security/', { signal })),
    saveSettings: fromPromise(({ input, signal }) => api.put<CompanySecurity>('/api/company-security/', input.settings, { signal })),
  },
});
