import type { FeedbackSurvey } from '../../../schemas/feedback';
import { day } from '../../i18n/format';

/** A published survey's status colour (its word is `surveyStatus.<status>`): one not started yet is scheduled. */
export const SURVEY_STATUS_COLORS = { draft: 'blue', open: 'green', closed: 'gray' } as const satisfies Record<FeedbackSurvey['status'], string>;

/** "1 Oct 2025 – 31 Oct 2025". */
export const dateRange = (s: Pick<FeedbackSurvey, 'start_date' | 'end_date'>) => `${day(s.start_date)} – ${day(s.end_date)}`;
