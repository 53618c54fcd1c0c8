import type { FeedbackSurvey } from '../../../schemas/feedback';
import { day } from '../../lib/english-format';

/** A published survey's status: one not started yet is scheduled. */
export const SURVEY_STATUS = {
  draft: { label: 'Scheduled', color: 'blue' },
  open: { label: 'Open', color: 'green' },
  closed: { label: 'Closed', color: 'gray' },
} as const satisfies Record<FeedbackSurvey['status'], { label: string; color: string }>;

/** "1 Oct 2025 – 31 Oct 2025". */
export const dateRange = (s: Pick<FeedbackSurvey, 'start_date' | 'end_date'>) => `${day(s.start_date)} – ${day(s.end_date)}`;
