import { AREAS, type Area, type Permissions, type Role } from '../../../schemas/user';
import type { Principal } from '../../security/principal';

/** Someone whose account a caller would change or remove: their role and the areas they use. */
export interface AccountHolder {
  id: number;
  role: Role;
  permissions: Permissions;
}

export const ADMINS_ONLY = "Only an admin can change or remove an admin's account.";

const listed = (areas: Area[]) => (areas.length === 1 ? `the ${areas[0]} area` : `the ${areas.slice(0, -1).join(', ')} and ${areas.at(-1)} areas`);

function lacksAreas(areas: Area[]): string {
  return (
    `This person can use ${listed(areas)}, which you cannot. Only an admin, or someone who can use every area they can, ` +
    'may change their sign-in address, name or permissions, or remove them.'
  );
}

/**
 * Who may change another person's sign-in address, names, password or permissions, or
 * remove them: an admin, or someone who can use every area that person can, so
 * that taking over an account never gains the caller an area. Nobody but an admin touches an
 * admin. Your own account is always yours (a new address still waits for its link). A
 * platform superuser reaches only superusers. Answers why not, or null when allowed.
 */
export function refusalToChange(caller: Principal, target: AccountHolder): string | null {
  if (caller.id === target.id || caller.role === 'superuser' || caller.role === 'admin') return null;
  if (target.role !== 'user') return ADMINS_ONLY;
  const missing = AREAS.filter((area) => target.permissions[area] && !caller.permissions[area]);
  return missing.length ? lacksAreas(missing) : null;
}
