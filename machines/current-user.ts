import type { AuthUser, Role } from '../schemas/user';

/**
 * GET /api/auth-user/ as the SPA uses it. `role` is restated because schemas/user.ts
 * builds its union from `ROLES.map(...)` (an array, not a tuple), which TypeBox's
 * Static types as `never`.
 */
export type CurrentUser = Omit<AuthUser, 'role'> & { role: Role };
