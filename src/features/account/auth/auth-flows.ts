import { fromPromise } from 'xstate';
import {
  emailConfirmationMachine,
  registrationChoicesMachine,
  registrationMachine,
  resetCompletionMachine,
  resetRequestMachine,
  verificationLinkMachine,
  type RegistrationChoices,
} from '../../../../machines/flows';
import { emailChangeMachine } from '../../../../machines/email-change.machine';
import { emailConsentAnswerMachine, emailConsentProposalMachine } from '../../../../machines/email-consent.machine';
import { registrationChoices } from '../../../../schemas/registration';
import { authApi } from './auth-api';

/** The auth screens' flows wired to the API. Stories provide fakes instead. */

export const liveRegistrationFlow = registrationMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => authApi.register(input, { signal })) },
});

async function loadChoices(signal: AbortSignal): Promise<RegistrationChoices> {
  const entries = await Promise.all(
    Object.entries(registrationChoices).map(async ([field, path]) => [field, await authApi.choices(path, { signal })] as const),
  );
  return Object.fromEntries(entries) as RegistrationChoices;
}

export const liveChoicesFlow = registrationChoicesMachine.provide({
  actors: { request: fromPromise(({ signal }) => loadChoices(signal)) },
});

export const liveEmailConfirmationFlow = emailConfirmationMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => authApi.confirmEmail(input, { signal })),
  },
});

export const liveVerificationLinkFlow = verificationLinkMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => authApi.resendVerification(input, { signal })) },
});

export const liveResetRequestFlow = resetRequestMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => authApi.requestPasswordReset(input, { signal })) },
});

export const liveResetCompletionFlow = resetCompletionMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => authApi.resetPassword(input.token, { password: input.password }, { signal })),
  },
});

export const liveEmailChangeFlow = emailChangeMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => authApi.confirmEmailChange(input, { signal })),
  },
});

export const liveEmailConsentProposalFlow = emailConsentProposalMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => authApi.emailConsentProposal(input, { signal })),
  },
});

export const liveEmailConsentAnswerFlow = emailConsentAnswerMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => authApi.answerEmailConsent(input.token, input.agree, { signal })),
  },
});
