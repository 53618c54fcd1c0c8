import type { Nomination } from '../../../schemas/nomination';
import type { NominationState } from './nominations';

/** A nomination as the API answers it: what the rules used beside it stays on the server. */
export const publicNomination = ({ managerId: _, approverId: __, ...nomination }: NominationState): Nomination => nomination;
