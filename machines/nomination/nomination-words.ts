import {
  NOMINATED_RELATIONSHIPS, countsOf, type NominatedRelationship, type NominationStatus, type RaterLimits, type RaterSelectionMode,
} from '../../schemas/nomination';

/** How a nomination's status reads on the ratee's, the approver's and HR's screens. */
export const STATUS_LOOK: Record<NominationStatus, { label: string; color: 'gray' | 'blue' | 'amber' | 'green' }> = {
  open: { label: 'Not sent yet', color: 'gray' },
  submitted: { label: 'Waiting for approval', color: 'blue' },
  returned: { label: 'Sent back', color: 'amber' },
  approved: { label: 'Approved', color: 'green' },
};

export const RELATIONSHIP_LABEL: Record<NominatedRelationship, string> = { peer: 'Peer', direct_report: 'Direct report', other: 'Other' };
export const RELATIONSHIP_PLURAL: Record<NominatedRelationship, string> = { peer: 'Peers', direct_report: 'Direct reports', other: 'Others' };

export const MODE_LABEL: Record<RaterSelectionMode, string> = {
  hr: 'HR picks every rater',
  manager_approves: 'Ratee nominates, manager approves',
  hr_approves: 'Ratee nominates, HR approves',
};

/** "3–6", "at least 3", "up to 2", "any number". */
export function limitText(limit: RaterLimits[NominatedRelationship]): string {
  if (!limit || (limit.min === 0 && limit.max === null)) return 'any number';
  if (limit.max === null) return `at least ${limit.min}`;
  if (limit.min === 0) return `up to ${limit.max}`;
  return limit.min === limit.max ? `exactly ${limit.min}` : `${limit.min}–${limit.max}`;
}

/** Per relationship: how many are chosen, what is asked, and whether the count fits. */
export function limitLines(nominees: ReadonlyArray<{ relationship: NominatedRelationship }>, limits: RaterLimits) {
  const counts = countsOf(nominees);
  return NOMINATED_RELATIONSHIPS.map((r) => {
    const limit = limits[r];
    const fits = !limit || (counts[r] >= limit.min && (limit.max === null || counts[r] <= limit.max));
    return { relationship: r, label: RELATIONSHIP_PLURAL[r], count: counts[r], asked: limitText(limit), fits };
  });
}
