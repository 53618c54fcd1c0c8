import type { CurrentUser } from '../../../machines/current-user';
import type { ChangePasswordAnswer } from '../../../schemas/answers';
import type { ChangePassword } from '../../../schemas/auth';
import type { SignedInSession } from '../../../schemas/session';
import type {
  CompanySecurity,
  EnableTwoFactor,
  PasswordAndCode,
  PasswordOnly,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../schemas/two-factor';
import type { UserUpdate } from '../../../schemas/user';
import { api, type Signal } from '../../lib/api';

/** The signed-in person's own account: profile, password, sessions, two-factor sign-in, and the company's 2FA rule. */
export const accountApi = {
  updateProfile: (id: number, changes: UserUpdate, { signal }: Signal = {}) => api.patch<CurrentUser>(`/api/users/${id}/`, changes, { signal }),
  /** The change voids every issued token: the answer carries the fresh one. */
  changePassword: (body: ChangePassword, { signal }: Signal = {}) => api.put<ChangePasswordAnswer>('/api/change-password/', body, { signal }),
  sessions: ({ signal }: Signal = {}) => api.get<SignedInSession[]>('/api/sessions/', { signal }),
  endSession: (id: string, { signal }: Signal = {}) => api.delete<void>(`/api/sessions/${encodeURIComponent(id)}/`, { signal }),
  endAllSessions: ({ signal }: Signal = {}) => api.delete<void>('/api/sessions/', { signal }),
  twoFactorStatus: ({ signal }: Signal = {}) => api.get<TwoFactorStatus>('/api/two-factor/', { signal }),
  startTwoFactor: (body: PasswordOnly, { signal }: Signal = {}) => api.post<TwoFactorSetup>('/api/two-factor/setup/', body, { signal }),
  enableTwoFactor: (body: EnableTwoFactor, { signal }: Signal = {}) => api.post<RecoveryCodes>('/api/two-factor/enable/', body, { signal }),
  disableTwoFactor: (body: PasswordAndCode, { signal }: Signal = {}) => api.post<TwoFactorStatus>('/api/two-factor/disable/', body, { signal }),
  regenerateCodes: (body: PasswordAndCode, { signal }: Signal = {}) => api.post<RecoveryCodes>('/api/two-factor/recovery-codes/', body, { signal }),
  companySecurity: ({ signal }: Signal = {}) => api.get<CompanySecurity>('/api/company-security/', { signal }),
  saveCompanySecurity: (settings: CompanySecurity, { signal }: Signal = {}) => api.put<CompanySecurity>('/api/company-security/', settings, { signal }),
};
