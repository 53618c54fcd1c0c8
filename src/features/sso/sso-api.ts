import type { TokenAnswer } from '../../../schemas/auth';
import type { SsoRedirect, SsoSettings, SsoStart } from '../../../schemas/sso';
import { api } from '../../lib/api';

/** The single sign-on endpoints (server/sso/routes). */
export const ssoApi = {
  settings: (signal?: AbortSignal) => api.get<SsoSettings>('/api/sso/', { signal }),
  saveSettings: (settings: SsoSettings, signal?: AbortSignal) => api.put<SsoSettings>('/api/sso/', settings, { signal }),
  start: (body: SsoStart, signal?: AbortSignal) => api.post<SsoRedirect>('/auth/sso/start/', body, { signal }),
  finish: (search: string, signal?: AbortSignal) => api.post<TokenAnswer>('/auth/sso/callback/', { search }, { signal }),
};
