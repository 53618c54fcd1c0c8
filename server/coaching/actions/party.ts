import type { Db } from '../../db/db-type';
import { employeeOfUser } from '../../edits/employee-of-user';
import { hashLink } from '../../survey/actions/external-raters';
import { engagementOfEmployee, engagementOfLink } from '../queries/party';
import { decideParty, type PartyDecision } from '../rules/party';

/** Who calls: a signed-in user of a company, or an outside coach holding their personal link. */
export type Caller = { kind: 'user'; companyId: number; userId: number } | { kind: 'link'; token: string };

/**
 * The caller's part in an engagement, read from the database on every request (never cached), so a consent withdrawn
 * a moment ago closes the coach's next call. Every engagement route, signed in or by link, starts here.
 */
export async function partyOf(db: Db, caller: Caller, engagementId: number): Promise<PartyDecision> {
  if (caller.kind === 'link') {
    const engagement = await engagementOfLink(db, hashLink(caller.token), engagementId);
    return decideParty(engagement, engagement && 'coach');
  }
  const me = await employeeOfUser(db, caller.userId);
  if (me === null) return decideParty(null, null);
  const engagement = await engagementOfEmployee(db, caller.companyId, me, engagementId);
  const role = engagement === null ? null : engagement.ratee_id === me ? 'coachee' : 'coach';
  return decideParty(engagement, role);
}
