import type { AuthUser } from '../schemas/user';

/** GET /api/auth-user/ as the SPA uses it. */
export type CurrentUser = AuthUser;
