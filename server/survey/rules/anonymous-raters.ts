import { ANONYMOUS_RELATIONSHIPS, type Relationship } from '../../../schemas/survey';

/*
 * A ratee's anonymous raters (peers, direct reports, others; outside raters are others) are fixed
 * once any of them has submitted. A group's figure is the mean of a known set of raters: if
 * someone HR controls could join it afterwards (or move into it, or take an unanswered seat), the
 * new figure minus the answers HR knows would be the first rater's answer alone. Removing a rater
 * who has not answered reveals nothing, and self and manager are named groups anyway.
 * The database holds the same rule as a backstop (migration 0020).
 */

const isAnonymous = (relationship: Relationship): boolean => (ANONYMOUS_RELATIONSHIPS as readonly Relationship[]).includes(relationship);

/** One change to a ratee's raters, as every write path describes it; a removal is none (always allowed). */
export type RaterChange =
  | { ratee: number; kind: 'add'; relationship: Relationship }
  | { ratee: number; kind: 'move'; from: Relationship; to: Relationship }
  | { ratee: number; kind: 'replace'; relationship: Relationship };

/** Whether the change lets someone join, move between or replace the ratee's anonymous raters. */
export function touchesAnonymousRaters(change: RaterChange): boolean {
  if (change.kind === 'move') return change.from !== change.to && (isAnonymous(change.from) || isAnonymous(change.to));
  return isAnonymous(change.relationship);
}

/** The refusal, naming the ratee; without a name when only the database noticed (a submit that came first). */
export function fixedRatersMessage(rateeName: string | null): string {
  const of = rateeName ?? 'this ratee';
  return (
    `Peers, direct reports and outside raters of ${of} are fixed: one of them has already submitted answers, ` +
    'so nobody can join, move between or replace them. You can still remove those who have not answered.'
  );
}

/**
 * One refusal per ratee whose anonymous raters are fixed and that a change would touch, in the
 * order the changes come; `fixed` maps those ratees to their names (fixedRatees() reads it). Empty: allowed.
 */
export function fixedRaterRefusals(fixed: ReadonlyMap<number, string>, changes: Iterable<RaterChange>): string[] {
  const refused = new Set<number>();
  for (const change of changes) {
    if (fixed.has(change.ratee) && touchesAnonymousRaters(change)) refused.add(change.ratee);
  }
  return [...refused].map((ratee) => fixedRatersMessage(fixed.get(ratee)!));
}
