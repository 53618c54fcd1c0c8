import type { CompetencyRow, StatementRow } from '../../schemas/competency';
import type { Employee } from '../../schemas/employee';
import type { MasterItemRow } from '../../schemas/master-item';
import type { Audience, Relationship, SurveyCompetency, SurveyDetails } from '../../schemas/survey';

/** The wizard's five steps, in order. */
export const STEPS = ['details', 'audience', 'competencies', 'raters', 'review'] as const;
export type StepName = (typeof STEPS)[number];

/** What the wizard picks from (src/features/survey/survey-api.ts loads it). */
export interface WizardChoices {
  employees: Employee[];
  designations: MasterItemRow[];
  departments: MasterItemRow[];
  groups: MasterItemRow[];
  types: MasterItemRow[];
  competencies: CompetencyRow[];
  statements: StatementRow[];
}

export interface PositionPick {
  designation: number | null;
  department: number | null;
  group: number | null;
}

export interface RaterPick {
  rater: number;
  relationship: Relationship;
}

/**
 * Everything entered, whichever step shows it. Both audiences keep their own picks, so
 * switching between them (or leaving a step) loses nothing; the payload uses the chosen one.
 */
export interface WizardData {
  details: Partial<SurveyDetails>;
  audience: Audience;
  /** Individual: the ratees picked by hand (employee ids, in the order picked). */
  ratees: number[];
  position: PositionPick;
  /** Competency type id → its value; a type not listed has the default. */
  typeValues: Record<number, number>;
  competencies: SurveyCompetency[];
  /** Ratee id → their raters. Kept for ratees taken out of the audience, should they come back. */
  raters: Record<number, RaterPick[]>;
}

export const emptyChoices = (): WizardChoices => ({
  employees: [],
  designations: [],
  departments: [],
  groups: [],
  types: [],
  competencies: [],
  statements: [],
});

export const emptyData = (): WizardData => ({
  details: {},
  audience: 'Individual',
  ratees: [],
  position: { designation: null, department: null, group: null },
  typeValues: {},
  competencies: [],
  raters: {},
});

export const hasPosition = (p: PositionPick): boolean => p.designation !== null || p.department !== null || p.group !== null;

/** Employees matching every part of the position that is given (none given: nobody). */
export function matchingEmployees(employees: readonly Employee[], p: PositionPick): Employee[] {
  if (!hasPosition(p)) return [];
  return employees.filter(
    (e) =>
      (p.designation === null || e.designation === p.designation) &&
      (p.department === null || e.department === p.department) &&
      (p.group === null || e.group === p.group),
  );
}

/** The ratees of the audience chosen, as employee ids. */
export function rateesOf(data: WizardData, employees: readonly Employee[]): number[] {
  return data.audience === 'Individual' ? data.ratees : matchingEmployees(employees, data.position).map((e) => e.id);
}
