import { randomBytes } from 'node:crypto';
import type { Coach, CoachingSettings, CoachInput } from '../../../schemas/coaching';
import { recordAudit, type AuditActor } from '../../audit/record';
import { isUniqueViolation } from '../../db/errors';
import { isRowId } from '../../db/sql';
import { conflicting, done, invalid, missing, type Outcome } from '../../http/outcome';
import { readCompanyLanguage } from '../../i18n/recipient-language';
import { coachLinkMail } from '../../mail/coaching-messages';
import { outboxRepository, type StoredMail } from '../../mail/outbox';
import { hashLink } from '../../survey/actions/external-raters';
import { COACH_INPUT_REFUSALS, COACHING_CONFLICTS } from '../messages';
import {
  coachChoicesOf,
  coachesOf,
  coachInputFacts,
  coachOf,
  companyName,
  deleteCoach,
  grantCoachPermission,
  insertCoach,
  lockCoach,
  openEngagementsOf,
  requiresApproval,
  setRequiresApproval,
  storeCoachLink,
  updateCoach,
} from '../queries/coaches';
import { coachInputRefusal } from '../rules/coach-input';
import type { CoachingServices } from './services';

const audited = (coach: Coach) => ({
  kind: coach.kind,
  employee: coach.employee,
  name: coach.name,
  email: coach.email,
  organisation: coach.organisation,
  competencies: coach.competencies.map((c) => c.id),
  languages: coach.languages,
  capacity: coach.capacity,
  active: coach.active,
});

/** Two saves of the same employee or address at once: the unique index lets one in, the other is refused at its field. */
async function takenAtField(work: Promise<Outcome<Coach>>): Promise<Outcome<Coach>> {
  try {
    return await work;
  } catch (err) {
    if (isUniqueViolation(err, 'coach_profiles_employee_key')) return invalid({ employee: [COACH_INPUT_REFUSALS.employeeTaken] });
    if (isUniqueViolation(err, 'coach_profiles_email_key')) return invalid({ email: [COACH_INPUT_REFUSALS.emailTaken] });
    throw err;
  }
}

export const listCoaches = (s: CoachingServices, companyId: number) => coachesOf(s.db, companyId);

/** What HR's coach form picks from; the feedback permission alone does not open the master data or workforce lists. */
export const coachChoices = (s: CoachingServices, companyId: number) => coachChoicesOf(s.db, companyId);

/** Adds a coach; an employee also gets the coach permission, so they can be named coach of development actions. */
export async function addCoach(s: CoachingServices, companyId: number, input: CoachInput, by: AuditActor): Promise<Outcome<Coach>> {
  return takenAtField(
    s.db.transaction(async (tx) => {
      const errors = coachInputRefusal(input, await coachInputFacts(tx, companyId, input, null));
      if (errors) return invalid(errors);
      const id = await insertCoach(tx, companyId, input);
      if (input.employee !== null) await grantCoachPermission(tx, companyId, input.employee);
      const coach = (await coachOf(tx, companyId, id))!;
      await recordAudit(tx, by, { action: 'coach.add', entity: 'coach', entityId: id, after: audited(coach) });
      return done(coach);
    }),
  );
}

/** Changes a coach; their kind (internal or outside) stays. A changed address drops the link mailed to the old one. */
export async function changeCoach(s: CoachingServices, companyId: number, id: number, input: CoachInput, by: AuditActor): Promise<Outcome<Coach>> {
  if (!isRowId(id)) return missing();
  return takenAtField(
    s.db.transaction(async (tx) => {
      const locked = await lockCoach(tx, companyId, id);
      if (!locked) return missing();
      if ((locked.employee_id === null) !== (input.employee === null)) return invalid({ employee: [COACH_INPUT_REFUSALS.kindFixed] });
      const errors = coachInputRefusal(input, await coachInputFacts(tx, companyId, input, id));
      if (errors) return invalid(errors);
      const before = (await coachOf(tx, companyId, id))!;
      await updateCoach(tx, companyId, id, input);
      if (input.employee !== null) await grantCoachPermission(tx, companyId, input.employee);
      const after = (await coachOf(tx, companyId, id))!;
      await recordAudit(tx, by, { action: 'coach.change', entity: 'coach', entityId: id, before: audited(before), after: audited(after) });
      return done(after);
    }),
  );
}

/** Removes a coach with no open coaching: one with coachees is set as not taking new ones instead (409 says so). */
export async function removeCoach(s: CoachingServices, companyId: number, id: number, by: AuditActor): Promise<Outcome<null>> {
  if (!isRowId(id)) return missing();
  return s.db.transaction(async (tx) => {
    if (!(await lockCoach(tx, companyId, id))) return missing();
    if ((await openEngagementsOf(tx, companyId, id)) > 0) return conflicting(COACHING_CONFLICTS.coachHasOpen);
    const before = (await coachOf(tx, companyId, id))!;
    await deleteCoach(tx, companyId, id);
    await recordAudit(tx, by, { action: 'coach.remove', entity: 'coach', entityId: id, before: audited(before) });
    return done(null);
  });
}

/** A new personal link for an outside coach, mailed in the transaction that stores its hash: the old link stops working. */
export async function sendCoachLink(s: CoachingServices, companyId: number, id: number, by: AuditActor): Promise<Outcome<Coach>> {
  if (!isRowId(id)) return missing();
  const sent = await s.db.transaction(async (tx): Promise<Outcome<{ coach: Coach; mail: StoredMail }>> => {
    const locked = await lockCoach(tx, companyId, id);
    if (!locked) return missing();
    if (locked.employee_id !== null || locked.email === null) return conflicting(COACHING_CONFLICTS.linkForInternal);
    const token = randomBytes(32).toString('base64url');
    const again = await storeCoachLink(tx, companyId, id, hashLink(token), s.now());
    const coach = (await coachOf(tx, companyId, id))!;
    const mail = await outboxRepository(tx).store(
      coachLinkMail(
        // An outside coach has no profile: the company's language.
        { email: locked.email, name: coach.name, language: await readCompanyLanguage(tx, companyId) },
        await companyName(tx, companyId),
        token,
        s.config.appUrl,
        again,
      ),
      { companyId },
    );
    await recordAudit(tx, by, { action: 'coach.link', entity: 'coach', entityId: id, after: { link_sent_at: coach.link_sent_at } });
    return done({ coach, mail });
  });
  if (!sent.ok) return sent;
  s.mailer.deliverStored([sent.value.mail]);
  return done(sent.value.coach);
}

/** A new link for an outside coach inside a caller's transaction (a request made active, an approval): its mail is the caller's to store. */
export async function newCoachLink(tx: Parameters<typeof storeCoachLink>[0], companyId: number, coachId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await storeCoachLink(tx, companyId, coachId, hashLink(token), now);
  return token;
}

export async function coachingSettings(s: CoachingServices, companyId: number): Promise<CoachingSettings> {
  return { requires_approval: await requiresApproval(s.db, companyId) };
}

export async function changeCoachingSettings(s: CoachingServices, companyId: number, input: CoachingSettings, by: AuditActor): Promise<CoachingSettings> {
  return s.db.transaction(async (tx) => {
    const before = await requiresApproval(tx, companyId);
    await setRequiresApproval(tx, companyId, input.requires_approval);
    if (before !== input.requires_approval)
      await recordAudit(tx, by, {
        action: 'coaching.settings.change',
        entity: 'settings',
        entityId: companyId,
        before: { requires_approval: before },
        after: { requires_approval: input.requires_approval },
      });
    return { requires_approval: input.requires_approval };
  });
}
