import { fmtDate } from './report-format';

/** The 409 detail of a survey whose results are not there yet. */
export function pendingDetail(gate: { title: string; endDate: string }): string {
  return `Results of “${gate.title}” are shown once the survey has closed (it ends on ${fmtDate(gate.endDate)}).`;
}
