import type { Employee } from '../../schemas/employee';
import type { Relationship } from '../../schemas/survey';
import type { RaterPick } from './wizard-data';

/** The relationships the organisation tree can suggest; anyone else is "other". */
export const SUGGESTED = ['self', 'manager', 'direct_report', 'peer'] as const satisfies readonly Relationship[];
export type SuggestedRelationship = (typeof SUGGESTED)[number];

/** The tree as lookups, built once for any number of ratees. */
export interface OrgIndex {
  parentOf: Map<number, number | null>;
  childrenOf: Map<number, number[]>;
}

export function orgIndex(employees: readonly Employee[]): OrgIndex {
  const parentOf = new Map<number, number | null>();
  const childrenOf = new Map<number, number[]>();
  for (const e of employees) {
    parentOf.set(e.id, e.parent_id);
    if (e.parent_id === null) continue;
    const siblings = childrenOf.get(e.parent_id);
    if (siblings) siblings.push(e.id);
    else childrenOf.set(e.parent_id, [e.id]);
  }
  return { parentOf, childrenOf };
}

/**
 * Self, the manager (the ratee's parent), direct reports (whose parent is the ratee) and
 * peers (the same parent; people without a manager have no peers), in that order.
 */
export function suggestRaters(index: OrgIndex, ratee: number): RaterPick[] {
  const parent = index.parentOf.get(ratee) ?? null;
  const picks: RaterPick[] = [{ rater: ratee, relationship: 'self' }];
  if (parent !== null && index.parentOf.has(parent)) picks.push({ rater: parent, relationship: 'manager' });
  for (const id of index.childrenOf.get(ratee) ?? []) picks.push({ rater: id, relationship: 'direct_report' });
  if (parent !== null) {
    for (const id of index.childrenOf.get(parent) ?? []) if (id !== ratee) picks.push({ rater: id, relationship: 'peer' });
  }
  return picks;
}

/** What the tree says the rater is to the ratee: "other" when it says nothing. */
export function relationshipOf(index: OrgIndex, ratee: number, rater: number): Relationship {
  if (ratee === rater) return 'self';
  const parent = index.parentOf.get(ratee) ?? null;
  if (parent === rater) return 'manager';
  if (index.parentOf.get(rater) === ratee) return 'direct_report';
  if (parent !== null && index.parentOf.get(rater) === parent) return 'peer';
  return 'other';
}
