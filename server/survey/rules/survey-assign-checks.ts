import type { FieldErrors } from '../../../schemas/errors';
import type { Relationship } from '../../../schemas/survey';
import { fixedRaterRefusals, type RaterChange } from './anonymous-raters';
import type { Lookups, SurveyWriteInput } from './survey-input';

/** One stored assignment, as a PATCH compares it with the list wanted. */
export interface StoredAssignment {
  id: number;
  ratee: number;
  /** null: the rater has left the company; what they submitted stays, out of reach of any edit. */
  rater: number | null;
  relationship: Relationship;
  status: 'pending' | 'draft' | 'submitted';
}

/** Past this many problems of one kind, the rest are counted rather than listed. */
const LISTED = 10;
export const pairKey = (ratee: number, rater: number) => `${ratee}:${rater}`;

function listed(messages: string[]): string[] {
  if (messages.length <= LISTED) return messages;
  return [...messages.slice(0, LISTED), `…and ${messages.length - LISTED} more like these.`];
}

type Criteria = { designation: number | null; department: number | null; group: number | null } | null;

const RELATIONSHIP_NAMES: Record<Relationship, string> = {
  self: 'self',
  manager: 'manager',
  peer: 'peer',
  direct_report: 'direct report',
  other: 'other rater',
};

/**
 * What the list wanted does to the stored raters: new pairs join, kept pairs may move. A
 * submitted rater's move is refused on its own (checkAssignments), so only unsubmitted ones count.
 */
function changesOf(wanted: SurveyWriteInput['survey_assign'], stored: StoredAssignment[]): RaterChange[] {
  const kept = new Map(stored.flatMap((a) => (a.rater === null ? [] : [[pairKey(a.ratee, a.rater), a] as const])));
  return wanted.flatMap(({ ratee, rater, relationship }): RaterChange[] => {
    const before = kept.get(pairKey(ratee, rater));
    if (!before) return [{ ratee, kind: 'add', relationship }];
    if (before.status === 'submitted') return [];
    return [{ ratee, kind: 'move', from: before.relationship, to: relationship }];
  });
}

/**
 * survey_assign: people of the company, each (ratee, rater) pair once, "self" exactly when
 * a person rates themselves, ratees matching the position, and no submitted assignment
 * dropped or moved to another relationship (a rater answered under the anonymity of one
 * group: moving them would show their answers alone, or in a group they were not promised),
 * nor a ratee's fixed anonymous raters joined or moved between (anonymous-raters.ts).
 * Ratees already in the survey are not matched again: people move between designations, and
 * that must not block an edit.
 */
export function checkAssignments(
  input: SurveyWriteInput,
  found: Lookups,
  position: Criteria,
  stored: StoredAssignment[],
  errors: FieldErrors,
  fixed: ReadonlyMap<number, string> = new Map(),
): void {
  const messages: string[] = [];
  const name = (id: number) => found.people.get(id)?.name ?? `Employee ${id}`;
  const unknown = new Set<number>();
  const pairs = new Set<string>();
  for (const { ratee, rater, relationship } of input.survey_assign) {
    for (const id of [ratee, rater]) {
      if (!found.people.has(id) && !unknown.has(id)) {
        unknown.add(id);
        messages.push(`Employee ${id} is not in your company.`);
      }
    }
    const key = pairKey(ratee, rater);
    if (pairs.has(key)) messages.push(`${name(rater)} is listed more than once as a rater of ${name(ratee)}.`);
    pairs.add(key);
    if (ratee === rater && relationship !== 'self') {
      messages.push(`${name(rater)} rating themselves must have the relationship “self”.`);
    } else if (ratee !== rater && relationship === 'self') {
      messages.push(`“Self” is for a person rating themselves: ${name(rater)} cannot be the self rater of ${name(ratee)}.`);
    }
  }
  if (!input.survey.is_draft && input.survey_assign.length === 0) messages.push('Add at least one rater.');
  const wanted = new Map(input.survey_assign.map((a) => [pairKey(a.ratee, a.rater), a.relationship]));
  for (const kept of stored) {
    if (kept.status !== 'submitted' || kept.rater === null) continue;
    const relationship = wanted.get(pairKey(kept.ratee, kept.rater));
    if (relationship === undefined) {
      messages.push(`${name(kept.rater)} has already submitted answers about ${name(kept.ratee)}, so that rater cannot be removed.`);
    } else if (relationship !== kept.relationship) {
      messages.push(
        `${name(kept.rater)} has already submitted answers about ${name(kept.ratee)} as ${RELATIONSHIP_NAMES[kept.relationship]}, ` +
          'so that relationship can no longer change.',
      );
    }
  }
  messages.push(...fixedRaterRefusals(fixed, changesOf(input.survey_assign, stored)));
  if (position && !errors.position) {
    const already = new Set(stored.map((a) => a.ratee));
    for (const id of new Set(input.survey_assign.map((a) => a.ratee))) {
      const person = found.people.get(id);
      if (!person || already.has(id)) continue;
      const misses = (['designation', 'department', 'group'] as const).filter((c) => position[c] !== null && person[c] !== position[c]);
      if (misses.length) messages.push(`${person.name} is not in the chosen ${misses.join(' and ')}, so cannot be a ratee.`);
    }
  }
  if (messages.length) errors.survey_assign = listed(messages);
}
