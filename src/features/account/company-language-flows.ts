import { fromPromise } from 'xstate';
import type { Static } from 'typebox';
import { companyLanguageMachine } from '../../../machines/company-language.machine';
import type { CompanyLanguage } from '../../../schemas/language-schemas';
import { api } from '../../lib/api';

type Settings = Static<typeof CompanyLanguage>;

/** The company language card's flow wired to the API. Stories provide fakes instead. */
export const liveCompanyLanguageFlow = companyLanguageMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => api.get<Settings>('/api/company-language/', { signal })),
    saveSettings: fromPromise(({ input, signal }) => api.put<Settings>('/api/company-language/', input.settings, { signal })),
  },
});
