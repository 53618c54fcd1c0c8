import { fromPromise } from 'xstate';
import { answerRetentionMachine } from '../../../machines/answer-retention.machine';
import { companyDeletionMachine } from '../../../machines/company-deletion.machine';
import type { AnswerRetention, CompanyDeleted } from '../../../schemas/company-lifecycle';
import { api } from '../../lib/api';

/** The answer retention card's flow wired to the API. Stories provide fakes instead. */
export const liveAnswerRetentionFlow = answerRetentionMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => api.get<AnswerRetention>('/api/answer-retention/', { signal })),
    saveSettings: fromPromise(({ input, signal }) => api.put<AnswerRetention>('/api/answer-retention/', input.settings, { signal })),
  },
});

/** The company's deletion wired to the API. */
export const liveCompanyDeletionFlow = companyDeletionMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => api.delete<CompanyDeleted>('/api/company/', { body: input, signal })) },
});
