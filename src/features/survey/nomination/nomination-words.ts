import {
  NOMINATED_RELATIONSHIPS,
  countsOf,
  TREE_RELATIONSHIPS,
  type NominatedRelationship,
  type NominationStatus,
  type RaterLimits,
  type TreeOffer,
} from '../../../../schemas/nomination';
import { i18n } from '../../../i18n';

/*
 * How nominations read on the ratee's, the approver's and HR's screens, in the reader's language: each looked up when
 * called. The machines' nomination words (machines/nomination/nomination-words.ts) stay their logic's; these word it.
 */

export const statusLabel = (status: NominationStatus) => i18n.t(`survey:nomination.status.${status}`);

/** "Peer", and "peer" where it stands inside a sentence ("Add Cy Park as peer"). */
export const relationshipLabel = (r: NominatedRelationship) => i18n.t(`survey:nomination.relationship.${r}`);
export const relationshipInSentence = (r: NominatedRelationship) => i18n.t(`survey:nomination.relationshipInSentence.${r}`);

/** "3–6", "at least 3", "up to 2", "any number". */
function limitText(limit: RaterLimits[NominatedRelationship]): string {
  if (!limit || (limit.min === 0 && limit.max === null)) return i18n.t('survey:nomination.limit.any');
  if (limit.max === null) return i18n.t('survey:nomination.limit.atLeast', { min: limit.min });
  if (limit.min === 0) return i18n.t('survey:nomination.limit.upTo', { max: limit.max });
  return limit.min === limit.max ? i18n.t('survey:nomination.limit.exactly', { min: limit.min }) : `${limit.min}–${limit.max}`;
}

/**
 * Per relationship limited or chosen: "Peers: 2 chosen · 3–6", and whether the count fits. `held` are the limits the
 * ratee is held to (their tree's); a minimum it lowered says so.
 */
export function limitBadges(nominees: ReadonlyArray<{ relationship: NominatedRelationship }>, limits: RaterLimits, held: RaterLimits = limits) {
  const counts = countsOf(nominees);
  return NOMINATED_RELATIONSHIPS.flatMap((r) => {
    const limit = held[r];
    const unlimited = !limit || (limit.min === 0 && limit.max === null);
    if (unlimited && counts[r] === 0) return [];
    const fits = !limit || (counts[r] >= limit.min && (limit.max === null || counts[r] <= limit.max));
    const lowered = limit !== undefined && limits[r] !== undefined && limit.min < limits[r]!.min;
    const asked = lowered ? i18n.t('survey:nomination.limit.allTheTreeHas', { limit: limitText(limit) }) : limitText(limit);
    const text = i18n.t('survey:nomination.limit.badge', { label: i18n.t(`survey:nomination.relationshipPlural.${r}`), count: counts[r], asked });
    return [{ relationship: r, text, fits }];
  });
}

/** "1 peer and 4 direct reports": whom the organisation tree offers a ratee. */
export const treeText = (tree: TreeOffer): string =>
  TREE_RELATIONSHIPS.map((r) => i18n.t(`survey:nomination.count.${r}`, { count: tree[r] })).join(i18n.t('survey:nomination.and'));
