import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ErasureReceipt } from '../../../schemas/person-data';
import { recordAudit, type AuditActor } from '../../audit/record';
import { isRowId } from '../../db/sql';
import { conflicting, done, missing, type Outcome } from '../../http/outcome';
import { lockHierarchy, moveReportsUp } from '../../organization/queries/hierarchy';
import { ERASURE_WORDS } from '../person-data-messages';
import { entriesNaming, rewriteEntries, type NamingEntry } from '../queries/erasure-audit';
import {
  anonymiseAsRater,
  deleteAccount,
  detachCoach,
  dropCounters,
  dropMails,
  eraseAsRatee,
  isOnlyAdmin,
  personToErase,
  recomputeInsights,
  surveysRating,
  unlinkManagerFacts,
} from '../queries/erasure';
import { marksOf, scrubJson, scrubText, type PersonMarks } from '../rules/erasure-scrub';

/** Random, so nothing about the person can be worked back from it. */
const opaque = () => randomBytes(10).toString('hex');

/** An audit entry as it stays: by nobody where it was theirs, and without their name wherever it was. */
function blanked(entry: NamingEntry, userId: number, marks: PersonMarks): NamingEntry {
  const theirs = entry.actor_user_id === userId;
  return {
    ...entry,
    actor_user_id: theirs ? null : entry.actor_user_id,
    actor: theirs ? '' : scrubText(entry.actor, marks),
    ip: theirs ? '' : entry.ip,
    before: scrubJson(entry.before, marks),
    after: scrubJson(entry.after, marks),
  };
}

/**
 * Erases an employee (admin only; docs/privacy.md, "A person's data"), in one transaction: what is about them goes,
 * what they gave others stays anonymous, and the act is recorded under an opaque reference. Refused for the caller
 * themselves and for the company's only admin. Another company's employee, or none, is not found.
 */
export async function erasePerson(services: FastifyInstance, companyId: number, employeeId: number, actor: AuditActor): Promise<Outcome<ErasureReceipt>> {
  if (!isRowId(employeeId)) return missing();
  const now = services.now();
  return services.db.transaction(async (tx) => {
    // The tree's lock first, as every writer of the tree takes it: their reports move up to their manager.
    await lockHierarchy(tx, companyId);
    const person = await personToErase(tx, companyId, employeeId);
    if (!person) return missing();
    if (person.role === 'admin' && (await isOnlyAdmin(tx, companyId, person.user_id))) return conflicting(ERASURE_WORDS.lastAdmin);
    if (person.user_id === actor.userId) return conflicting(ERASURE_WORDS.yourself);

    const reference = `erasure-${opaque()}`;
    const anonymousRater = `z${opaque()}`;
    const anonymousRatee = `qz${opaque()}`;
    const marks = marksOf(person);

    const rated = await surveysRating(tx, companyId, employeeId);
    await eraseAsRatee(tx, companyId, employeeId, anonymousRatee);
    await recomputeInsights(tx, companyId, rated);
    await anonymiseAsRater(tx, companyId, employeeId, anonymousRater, anonymousRatee);
    await unlinkManagerFacts(tx, companyId, employeeId);
    await detachCoach(tx, companyId, employeeId, `${reference}@erased.invalid`);
    await dropMails(tx, companyId, person.email, marks.within);
    await dropCounters(tx, person.email);
    const naming = await entriesNaming(tx, companyId, { employeeId, userId: person.user_id, within: marks.within });
    await rewriteEntries(
      tx,
      naming.map((entry) => blanked(entry, person.user_id, marks)),
    );
    await moveReportsUp(tx, companyId, person.user_id);
    await deleteAccount(tx, person.user_id);
    await recordAudit(tx, actor, { action: 'person.erase', entity: 'erasure', entityId: reference, after: { reference } });
    return done({ reference, erased_at: now.toISOString() });
  });
}
