import type { SurveyAssign, SurveyCreation, SurveyPosition } from '../../../schemas/survey';

/** A survey write as the repository takes it: the body of a POST, or of a PATCH with the survey's id. */
export interface SurveyWriteInput {
  survey: SurveyCreation['survey'] & { id?: number };
  position?: SurveyPosition | null;
  survey_assign: SurveyAssign[];
}

export interface Person {
  name: string;
  designation: number | null;
  department: number | null;
  group: number | null;
}

/** What a payload's ids name in the company, and nothing of any other company's. */
export interface Lookups {
  competencies: Map<number, { typeId: number; title: string; archived: boolean }>;
  types: Map<number, string>;
  people: Map<number, Person>;
  /** Designation, department and group items: id → list. */
  items: Map<number, string>;
  anonymityThreshold: number;
}
