/** A type of the starter library, written as the statements a rater answers 0–4 about. */
export interface StarterType {
  name: string;
  competencies: Array<{ title: string; definition: string; statements: string[] }>;
}
