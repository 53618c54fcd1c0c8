import type { RaterSurveyEntry } from './list-flows';

const latest = ({ assignments }: RaterSurveyEntry) => assignments.reduce((max, a) => (a.submitted_at && a.submitted_at > max ? a.submitted_at : max), '');

/** Waiting surveys, the one that ends first on top: that is the one to answer first. */
export const byDueDate = (entries: readonly RaterSurveyEntry[]): RaterSurveyEntry[] =>
  [...entries].sort((a, b) => a.survey.end_date.localeCompare(b.survey.end_date) || a.survey.title.localeCompare(b.survey.title));

/** Submitted surveys, the latest answered on top. */
export const byLatestSubmission = (entries: readonly RaterSurveyEntry[]): RaterSurveyEntry[] =>
  [...entries].sort((a, b) => latest(b).localeCompare(latest(a)) || a.survey.title.localeCompare(b.survey.title));
