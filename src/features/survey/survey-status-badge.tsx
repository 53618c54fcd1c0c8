import { Badge } from '@radix-ui/themes';
import type { Survey } from '../../../schemas/survey';
import { statusLook } from './survey-format';
import './survey.css';

type StatusFields = Pick<Survey, 'status' | 'is_draft' | 'start_date' | 'closed_at'> & Partial<Pick<Survey, 'results_opened_at'>>;

/** Draft, Scheduled · starts 1 Dec, Open or Closed, with what that means on hover. */
export function SurveyStatusBadge({ survey, size = '1' }: { survey: StatusFields; size?: '1' | '2' }) {
  const look = statusLook(survey);
  return (
    <Badge className="survey-status" size={size} variant="soft" color={look.color} highContrast={look.color === 'amber'} title={look.hint}>
      {look.label}
    </Badge>
  );
}
