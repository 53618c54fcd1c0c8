import type { Language } from '../../../schemas/language';
import type { InvitationRatee } from '../../mail/invitation-batch';
import type { OutgoingMail } from '../../mail/outbox';

/** One rater to mail, with the ratees the mail is about. */
export interface RaterToMail {
  raterId: number;
  email: string;
  firstName: string;
  /** Their profile's language, else their company's. */
  language: Language;
  /** Invited earlier in this survey for other ratees: the mail says "also". */
  more: boolean;
  ratees: InvitationRatee[];
}

export type StoredMail = OutgoingMail & { id: number; dueAt?: Date };
/** Writes one rater's mail; `holdSeconds` (invitations only) lets it wait for the rater's next ones (invitation-batch.ts). */
export type Compose = ((rater: RaterToMail) => OutgoingMail) & { holdSeconds?: number };
