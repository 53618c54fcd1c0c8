import type { EmailConsentProposal } from '../schemas/email-change';
import type { Detail } from '../schemas/errors';
import { createRequestMachine } from './request.machine';

/** What a consent link proposes (GET /api/email-change-consent/{token}/): its input the token. */
export const emailConsentProposalMachine = createRequestMachine<string, EmailConsentProposal>('emailConsentProposal');

export interface ConsentAnswerInput {
  token: string;
  agree: boolean;
}

/** The owner's answer (PATCH /api/email-change-consent/{token}/): the server's sentence. */
export const emailConsentAnswerMachine = createRequestMachine<ConsentAnswerInput, Detail>('emailConsentAnswer');
