import { ANONYMOUS_RELATIONSHIPS } from '../../../schemas/survey';
import { decide, type Known } from './decide';

/**
 * The two spaces the auditor judges in (docs/security-and-anonymity.md):
 *   rater: one ratee's anonymous raters, per competency. A figure is a rater group's mean for that competency, its
 *          members the raters' keys (rater_key, the same person across surveys: the worst case, answers that never
 *          change). The named groups (self, manager) are known wherever the figure is shown and drop out.
 *   ratee: for readers outside HR, the ratees' all_others figures behind benchmarks, one system across every
 *          competency and survey. An unknown is one ratee's figure for one competency from one exact set of raters
 *          (ratee_key); an overall benchmark weighs each ratee's competency figures as their overall score does.
 *          A direct report's figures, which their manager reads in My team, are 'known' rows; a figure of the
 *          reader's answers alone an 'own' row, released whatever it exposes (the reader has it anyway).
 * Types and overall scores of a rater group are weighted means of its competency figures: released with all of
 * them, so they need no decision of their own.
 */
export type Space = 'rater' | 'ratee';

/** The order figures are decided in, which decides which of two clashing figures stands: the headline first. */
const RATER_FIGURES = ['all_others', ...ANONYMOUS_RELATIONSHIPS, 'combined'] as const;
const RATEE_FIGURES = ['own', 'known', 'company', 'designation'] as const;

/**
 * A figure to decide: its kind, item (competency, 0 for overall) and members; `ratee_id` when it is about another
 * ratee than the report's (a 'known' row of a direct report).
 */
export interface Candidate {
  figure: string;
  item: number;
  members: string[];
  ratee_id?: number;
}

/** A row of the ledger, as read and as written. */
export interface LedgerEntry extends Candidate {
  survey_id: number;
  ratee_id: number;
  space: Space;
  released: boolean;
  combines_with: number[];
}

/** Whose unknown a key is: a rater's own answer; a ratee's figures ('q' + ratee id + ':…') all theirs. */
const OWNER: Record<Space, (key: string) => string> = { rater: (key) => key, ratee: (key) => key.slice(0, key.indexOf(':')) };

const rank = (order: readonly string[]) => (c: Candidate) => order.indexOf(c.figure);

/**
 * One report's figures for one audience, decided against what that audience was released before in the same space
 * (`earlier`: released entries about the same ratee in the rater space, about anyone in the ratee space) in the
 * space's order: the rater space item by item, the ratee space as one. `known`: keys the audience knows itself.
 */
export function decideReport(
  at: { survey: number; ratee: number; space: Space },
  candidates: readonly Candidate[],
  earlier: readonly LedgerEntry[],
  known: Known,
): LedgerEntry[] {
  const order = rank(at.space === 'rater' ? RATER_FIGURES : RATEE_FIGURES);
  const groupOf = (c: { item: number }) => (at.space === 'rater' ? c.item : 0);
  const groups = [...new Set(candidates.map(groupOf))].sort((a, b) => a - b);
  return groups.flatMap((group) => {
    const mine = candidates.filter((c) => groupOf(c) === group).sort((a, b) => order(a) - order(b) || a.item - b.item);
    const before = earlier.filter((e) => groupOf(e) === group && e.released);
    const decisions = decide(
      before.map((e) => ({ members: e.members, survey: e.survey_id })),
      mine.map((c) => ({ members: c.members, survey: at.survey, reveals: c.figure === 'known' })),
      known,
      OWNER[at.space],
    );
    return mine.map((c, i): LedgerEntry => {
      const d = decisions[i]!;
      return {
        ...c,
        survey_id: at.survey,
        ratee_id: c.ratee_id ?? at.ratee,
        space: at.space,
        released: d.released,
        combines_with: d.released ? [] : d.combinesWith,
      };
    });
  });
}
