import type { ConfirmationAnswer, EmailOnly, PasswordReset, PasswordSetAnswer } from '../../../../schemas/auth';
import type { EmailConsentProposal } from '../../../../schemas/email-change';
import type { Detail } from '../../../../schemas/errors';
import type { MasterItemRow } from '../../../../schemas/master-item';
import type { Registration } from '../../../../schemas/registration';
import { api, type Signal } from '../../../lib/api';

const link = (path: string, token: string) => `${path}${encodeURIComponent(token)}/`;

/** The calls of the screens before and around signing in: registration, the mailed links, password resets. */
export const authApi = {
  register: (body: Registration, { signal }: Signal = {}) => api.post<unknown>('/api/users/', body, { signal }),
  /** One of the platform lists the registration form picks from (schemas/registration.ts names them). */
  choices: (path: string, { signal }: Signal = {}) => api.get<MasterItemRow[]>(path, { signal }),
  confirmEmail: (token: string, { signal }: Signal = {}) => api.patch<ConfirmationAnswer>(link('/api/confirmation-link/', token), undefined, { signal }),
  resendVerification: (body: EmailOnly, { signal }: Signal = {}) => api.post<unknown>('/api/verification-link/', body, { signal }),
  requestPasswordReset: (body: EmailOnly, { signal }: Signal = {}) => api.post<unknown>('/api/request-password-reset/', body, { signal }),
  resetPassword: (token: string, body: PasswordReset, { signal }: Signal = {}) =>
    api.patch<PasswordSetAnswer>(link('/api/password-reset/', token), body, { signal }),
  confirmEmailChange: (token: string, { signal }: Signal = {}) => api.patch<Detail>(link('/api/email-change/', token), undefined, { signal }),
  emailConsentProposal: (token: string, { signal }: Signal = {}) => api.get<EmailConsentProposal>(link('/api/email-change-consent/', token), { signal }),
  answerEmailConsent: (token: string, agree: boolean, { signal }: Signal = {}) =>
    api.patch<Detail>(link('/api/email-change-consent/', token), { agree }, { signal }),
};
