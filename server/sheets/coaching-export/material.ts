import type { CoachingNote, CoachingSession, EngagementSummary, PlanAction } from '../../../schemas/coaching';
import type { FeedbackReport } from '../../../schemas/feedback';

/**
 * The coachee's shared material as GET …/export/ gives it: the engagement, its sessions and notes (both parties read
 * them), and the plan and the report only where the coachee's consent shares them with the caller (null otherwise).
 */
export interface CoachingMaterial {
  exported_at: string;
  exported_by: 'coach' | 'coachee';
  engagement: EngagementSummary;
  sessions: CoachingSession[];
  notes: CoachingNote[];
  plan: PlanAction[] | null;
  report: FeedbackReport | null;
}
