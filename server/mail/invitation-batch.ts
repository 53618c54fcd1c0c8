import type { OutgoingMail } from './mailer';
import type { RateeLine } from './survey-messages';

/** A ratee an invitation names, with their id so that a gathered mail names each person once. */
export interface InvitationRatee extends RateeLine {
  id: number;
}

/** What an invitation waiting in the outbox lists (its `batch` column): enough to write it again naming more people. */
export interface InvitationBatch {
  /** The rater was invited to this survey before: the mail says "more". */
  more: boolean;
  ratees: InvitationRatee[];
}

/** The outbox key of one rater's invitations to one survey. */
export const invitationKey = (surveyId: number, raterId: number) => `survey-invitation:${surveyId}:${raterId}`;

/** Self first, then by name: the order of the claim's own query (survey-mailing.ts). */
const byListOrder = (a: InvitationRatee, b: InvitationRatee) =>
  Number(b.relationship === 'self') - Number(a.relationship === 'self') || a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

/**
 * The waiting invitation and a new one as one: every ratee of both, once. It stays a first
 * invitation when the waiting one was one (the rater has had no mail yet), and says "more" only
 * when both do.
 */
export function gatherInvitations<R extends InvitationBatch>(waiting: InvitationBatch, added: R): R {
  const known = new Set(waiting.ratees.map((r) => `${r.id}:${r.relationship}`));
  const ratees = [...waiting.ratees, ...added.ratees.filter((r) => !known.has(`${r.id}:${r.relationship}`))].sort(byListOrder);
  return { ...added, more: waiting.more && added.more, ratees };
}

/**
 * Invitations written by `compose` wait `seconds` in the outbox (MAIL_BATCH_SECONDS) for the
 * rater's next ones of the same survey: several approvals a minute apart make one mail.
 */
export function gathered<C extends (rater: never) => OutgoingMail>(seconds: number, compose: C): C & { holdSeconds: number } {
  return Object.assign(compose, { holdSeconds: seconds });
}
