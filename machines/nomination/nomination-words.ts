import {
  NOMINATED_RELATIONSHIPS,
  countsOf,
  relationshipCount,
  TREE_RELATIONSHIPS,
  type NominatedRelationship,
  type NominationStatus,
  type RaterLimits,
  type RaterSelectionMode,
  type TreeOffer,
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

/**
 * Per relationship: how many are chosen, what is asked, and whether the count fits. `held` are the limits the ratee is
 * held to (their tree's); a minimum it lowered says so.
 */
export function limitLines(nominees: ReadonlyArray<{ relationship: NominatedRelationship }>, limits: RaterLimits, held: RaterLimits = limits) {
  const counts = countsOf(nominees);
  return NOMINATED_RELATIONSHIPS.map((r) => {
    const limit = held[r];
    const fits = !limit || (counts[r] >= limit.min && (limit.max === null || counts[r] <= limit.max));
    const lowered = limit !== undefined && limits[r] !== undefined && limit.min < limits[r]!.min;
    const asked = lowered ? `${limitText(limit)} (all the tree has)` : limitText(limit);
    return { relationship: r, label: RELATIONSHIP_PLURAL[r], count: counts[r], asked, fits };
  });
}

/** "1 peer and 4 direct reports": whom the organisation tree offers a ratee. */
export const treeText = (tree: TreeOffer): string => TREE_RELATIONSHIPS.map((r) => relationshipCount(tree[r], r)).join(' and ');

/** True when the tree lowered one of the survey's minimums for this ratee. */
export const treeLowered = (limits: RaterLimits, held: RaterLimits): boolean => TREE_RELATIONSHIPS.some((r) => (held[r]?.min ?? 0) < (limits[r]?.min ?? 0));
