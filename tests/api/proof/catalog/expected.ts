import type { Actor } from '../world/world';
import type { Endpoint, Target } from './types';

/** Whether the actor reaches what the target names, once they may use the endpoint at all. */
function reach(e: Endpoint, actor: Actor, target: Target): number {
  const refused = e.foreign ?? 404;
  if (target === 'none' || target === 'platform' || target === 'token') return e.ok;
  if (target === 'missing' || target !== actor.company) return refused;
  // A person row is the actor's own only when they have one: an admin is no employee.
  if (e.names === 'person-row' && actor.employeeId === null) return refused;
  return e.ok;
}

/** The status each actor must get for each target (the README's access tables). */
export function expectedStatus(e: Endpoint, actor: Actor, target: Target): number {
  const special = e.except?.(actor, target);
  if (special !== undefined) return special;
  const { access } = e;
  if (access.who === 'anyone') return reach(e, actor, target);
  if (!actor.signedIn) return 401;
  if (access.who === 'superuser') return actor.role === 'superuser' ? reach(e, actor, target) : 403;
  if (access.who === 'signed-in') return reach(e, actor, target);
  if (actor.company === null) return 403;
  if (access.who === 'admin' && actor.role !== 'admin') return 403;
  if (access.who === 'area' && !access.areas.some((a) => actor.areas.includes(a))) return 403;
  return reach(e, actor, target);
}
