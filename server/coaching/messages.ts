/** The coaching area's sentences: what a coach, a coachee or HR reads when something is refused. */
export const COACHING_REFUSALS = {
  /** 403 to a coach: the engagement is awaiting approval, declined or ended. */
  notActive: 'This coaching is not active: it awaits HR’s approval, was declined or has ended.',
  /** 403 to a coach: the coachee withdrew their consent. */
  consentWithdrawn: 'Your coachee has withdrawn their consent: you no longer see their material.',
  /** 403 to a coach who rated the coachee in the engagement's survey. */
  coachRated: 'You rated this person in the survey: as their coach you cannot see its report.',
} as const;
