import { fromPromise } from 'xstate';
import {
  emailConfirmationMachine,
  registrationChoicesMachine,
  registrationMachine,
  resetCompletionMachine,
  resetRequestMachine,
  verificationLinkMachine,
  type RegistrationChoices,
} from '../../../machines/flows';
import { emailChangeMachine } from '../../../machines/email-change.machine';
import { emailConsentAnswerMachine, emailConsentProposalMachine } from '../../../machines/email-consent.machine';
import type { EmailConsentProposal } from '../../../schemas/email-change';
import type { ConfirmationAnswer, PasswordSetAnswer } from '../../../schemas/auth';
import type { Detail } from '../../../schemas/errors';
import type { MasterItemRow } from '../../../schemas/master-item';
import { registrationChoices } from '../../../schemas/registration';
import { api } from '../../lib/api';

/** The auth screens' flows wired to the API. Stories provide fakes instead. */

export const liveRegistrationFlow = registrationMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => api.post<unknown>('/api/users/', input, { signal })) },
});

async function loadChoices(signal: AbortSignal): Promise<RegistrationChoices> {
  const entries = await Promise.all(
    Object.entries(registrationChoices).map(async ([field, path]) => [field, await api.get<MasterItemRow[]>(path, { signal })] as const),
  );
  return Object.fromEntries(entries) as RegistrationChoices;
}

export const liveChoicesFlow = registrationChoicesMachine.provide({
  actors: { request: fromPromise(({ signal }) => loadChoices(signal)) },
});

export const liveEmailConfirmationFlow = emailConfirmationMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => api.patch<ConfirmationAnswer>(`/api/confirmation-link/${encodeURIComponent(input)}/`, undefined, { signal })),
  },
});

export const liveVerificationLinkFlow = verificationLinkMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => api.post<unknown>('/api/verification-link/', input, { signal })) },
});

export const liveResetRequestFlow = resetRequestMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => api.post<unknown>('/api/request-password-reset/', input, { signal })) },
});

export const liveResetCompletionFlow = resetCompletionMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) =>
      api.patch<PasswordSetAnswer>(`/api/password-reset/${encodeURIComponent(input.token)}/`, { password: input.password }, { signal }),
    ),
  },
});

export const liveEmailChangeFlow = emailChangeMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => api.patch<Detail>(`/api/email-change/${encodeURIComponent(input)}/`, undefined, { signal })),
  },
});

export const liveEmailConsentProposalFlow = emailConsentProposalMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => api.get<EmailConsentProposal>(`/api/email-change-consent/${encodeURIComponent(input)}/`, { signal })),
  },
});

export const liveEmailConsentAnswerFlow = emailConsentAnswerMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) =>
      api.patch<Detail>(`/api/email-change-consent/${encodeURIComponent(input.token)}/`, { agree: input.agree }, { signal }),
    ),
  },
});
