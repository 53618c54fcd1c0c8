import type { FeedbackSurvey } from '../../../schemas/feedback';

/** A published survey's status: one not started yet is scheduled. */
export const SURVEY_STATUS = {
  draft: { label: 'Scheduled', color: 'blue' },
  open: { label: 'Open', color: 'green' },
  closed: { label: 'Closed', color: 'gray' },
} as const satisfies Record<FeedbackSurvey['status'], { label: string; color: string }>;

const day = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "1 Oct 2025 – 31 Oct 2025". */
export const dateRange = (s: Pick<FeedbackSurvey, 'start_date' | 'end_date'>) => `${day(s.start_date)} – ${day(s.end_date)}`;
