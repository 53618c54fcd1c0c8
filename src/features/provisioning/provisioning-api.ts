import type { ScimToken, ScimTokenCreated, ScimTokenInput } from '../../../schemas/provisioning';
import { api, type Signal } from '../../lib/api';

const TOKENS = '/api/scim-tokens/';

/** The admin's SCIM token calls (docs/provisioning.md). Machines never import this file: the live flows wire it in. */
export const provisioningApi = {
  tokens: ({ signal }: Signal = {}) => api.get<ScimToken[]>(TOKENS, { signal }),
  createToken: (body: ScimTokenInput) => api.post<ScimTokenCreated>(TOKENS, body),
  revokeToken: (id: number) => api.delete<unknown>(`${TOKENS}${id}/`),
};
