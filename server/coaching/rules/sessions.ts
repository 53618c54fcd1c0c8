import type { FieldErrors } from '../../../schemas/errors';
import { COACHING_SESSION_WORDS } from '../messages';
import type { Party } from './party';

/** Why a session or an agreed action cannot be arranged in this engagement now (409), or null. */
export const arrangeRefusal = (party: Party): string | null => (party.engagement.status === 'active' ? null : COACHING_SESSION_WORDS.notActive);

/** A session starts after now: a time already past is a mistake, never a record of a session held. */
export function startRefusal(startsAt: Date, now: Date): FieldErrors | null {
  return startsAt.getTime() > now.getTime() ? null : { starts_at: [COACHING_SESSION_WORDS.inPast] };
}
