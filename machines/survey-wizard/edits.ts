import type { Employee } from '../../schemas/employee';
import { DEFAULT_EXPECTED_LEVEL, DEFAULT_WEIGHT, type Audience, type ProficiencyLevel, type Relationship, type SurveyDetails } from '../../schemas/survey';
import { orgIndex, relationshipOf, suggestRaters, type SuggestedRelationship } from './rater-suggestions';
import { rateesOf, type PositionPick, type RaterPick, type WizardData } from './wizard-data';

/** Every change a person makes to the survey being built; none of them moves between steps. */
export type WizardEdit =
  | { type: 'details.change'; details: Partial<SurveyDetails> }
  | { type: 'audience.choose'; audience: Audience }
  | { type: 'ratees.pick'; ids: number[]; picked: boolean }
  | { type: 'position.change'; position: PositionPick }
  | { type: 'competency.pick'; ids: number[]; picked: boolean }
  | { type: 'competency.change'; competency: number; weight?: number; expected_level?: ProficiencyLevel }
  | { type: 'typeValue.change'; competencyType: number; value: number }
  | { type: 'rater.add'; ratee: number; rater: number; relationship?: Relationship }
  | { type: 'rater.remove'; ratee: number; rater: number }
  | { type: 'raters.bulk'; relationship: SuggestedRelationship }
  | { type: 'raters.clear'; ratee?: number };

export const COMPETENCY_EDITS = ['competency.pick', 'competency.change', 'typeValue.change'] as const;

/** Every edit's type, to tell an edit from the wizard's other events. */
export const EDIT_TYPES = [
  ...COMPETENCY_EDITS,
  'details.change',
  'audience.choose',
  'ratees.pick',
  'position.change',
  'rater.add',
  'rater.remove',
  'raters.bulk',
  'raters.clear',
] as const satisfies readonly WizardEdit['type'][];

const percent = (n: number) => Math.min(100, Math.max(0, Math.round(Number.isFinite(n) ? n : 0)));

function pickIds(current: readonly number[], ids: readonly number[], picked: boolean): number[] {
  if (!picked) {
    const gone = new Set(ids);
    return current.filter((id) => !gone.has(id));
  }
  const have = new Set(current);
  return [...current, ...ids.filter((id) => !have.has(id) && have.add(id))];
}

/** Adds raters a ratee does not have yet; a rater appears once per ratee. */
function withRaters(list: readonly RaterPick[] = [], added: readonly RaterPick[]): RaterPick[] {
  const have = new Set(list.map((p) => p.rater));
  return [...list, ...added.filter((p) => !have.has(p.rater) && have.add(p.rater))];
}

/** The data after one edit. `employees` serve the tree (suggestions) and the Position/Group audience. */
export function applyEdit(data: WizardData, edit: WizardEdit, employees: readonly Employee[]): WizardData {
  switch (edit.type) {
    case 'details.change':
      return { ...data, details: edit.details };
    case 'audience.choose':
      return { ...data, audience: edit.audience };
    case 'ratees.pick':
      return { ...data, ratees: pickIds(data.ratees, edit.ids, edit.picked) };
    case 'position.change':
      return { ...data, position: edit.position };
    case 'competency.pick': {
      const ids = pickIds(
        data.competencies.map((c) => c.competency),
        edit.ids,
        edit.picked,
      );
      const kept = new Map(data.competencies.map((c) => [c.competency, c]));
      return {
        ...data,
        competencies: ids.map((id) => kept.get(id) ?? { competency: id, weight: DEFAULT_WEIGHT, expected_level: DEFAULT_EXPECTED_LEVEL }),
      };
    }
    case 'competency.change':
      return {
        ...data,
        competencies: data.competencies.map((c) =>
          c.competency !== edit.competency
            ? c
            : {
                ...c,
                ...(edit.weight !== undefined && { weight: percent(edit.weight) }),
                ...(edit.expected_level && { expected_level: edit.expected_level }),
              },
        ),
      };
    case 'typeValue.change':
      return { ...data, typeValues: { ...data.typeValues, [edit.competencyType]: percent(edit.value) } };
    case 'rater.add': {
      // "self" exactly when rater and ratee are one person, whatever was chosen.
      const tree = edit.ratee === edit.rater || !edit.relationship ? relationshipOf(orgIndex(employees), edit.ratee, edit.rater) : null;
      const relationship = tree ?? (edit.relationship === 'self' ? 'other' : edit.relationship!);
      return { ...data, raters: { ...data.raters, [edit.ratee]: withRaters(data.raters[edit.ratee], [{ rater: edit.rater, relationship }]) } };
    }
    case 'rater.remove':
      return { ...data, raters: { ...data.raters, [edit.ratee]: (data.raters[edit.ratee] ?? []).filter((p) => p.rater !== edit.rater) } };
    case 'raters.bulk': {
      const index = orgIndex(employees);
      const raters = { ...data.raters };
      for (const ratee of rateesOf(data, employees)) {
        raters[ratee] = withRaters(
          raters[ratee],
          suggestRaters(index, ratee).filter((p) => p.relationship === edit.relationship),
        );
      }
      return { ...data, raters };
    }
    case 'raters.clear': {
      const raters = { ...data.raters };
      for (const ratee of edit.ratee === undefined ? rateesOf(data, employees) : [edit.ratee]) delete raters[ratee];
      return { ...data, raters };
    }
  }
}
