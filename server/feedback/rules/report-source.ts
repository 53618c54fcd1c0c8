import type { ReportPerson } from '../../../schemas/feedback';
import type { ProficiencyLevel, Relationship, SurveyStatus } from '../../../schemas/survey';

/** What the report query reads for one ratee in one statement, as report-build.ts turns it into the report. */
export interface ReportRows {
  survey: {
    id: number;
    title: string;
    start_date: string;
    end_date: string;
    closed_on: string | null;
    status: SurveyStatus;
    anonymity_threshold: number;
  } | null;
  ratee: ReportPerson | null;
  released_at: string | Date | null;
  responses: { submitted: number; assigned: number };
  relationships: Array<{ relationship: Relationship; raters: number; grp: string | null }>;
  /** Scores rounded to two decimals, with their percent of 4 from the unrounded score. */
  scores: Array<{ grp: string; competency_id: number | null; type_id: number | null; score: number; percent: number }>;
  competencies: Array<{ competency_id: number; title: string; type_id: number; type: string; weight: number; expected_level: ProficiencyLevel }>;
  types: Array<{ type_id: number; name: string; value: number }>;
  levels: Array<{ competency_id: number; self: ProficiencyLevel | null; others_mean: number | null }>;
  comments: Array<{ competency_id: number; grp: string; text: string }>;
  /** From the figures frozen when the results were opened: the other ratees' means (competency_id null: overall). */
  benchmarks: Array<{
    competency_id: number | null;
    company: number | null;
    company_percent: number | null;
    company_ratees: number;
    designation: number | null;
    designation_percent: number | null;
    designation_ratees: number;
  }>;
  /** The ratee's designation when the results were opened, which the designation benchmark follows. */
  designation: string | null;
}
