/** The coaching area's sentences: what a coach, a coachee or HR reads when something is refused. */
export const COACHING_REFUSALS = {
  /** 403 to a coach: the engagement is awaiting approval, declined or ended. */
  notActive: 'This coaching is not active: it awaits HR’s approval, was declined or has ended.',
  /** 403 to a coach: the coachee withdrew their consent. */
  consentWithdrawn: 'Your coachee has withdrawn their consent: you no longer see their material.',
  /** 403 to a coach who rated the coachee in the engagement's survey. */
  coachRated: 'You rated this person in the survey: as their coach you cannot see its report.',
} as const;

/** Sessions, notes, agreed actions, guides and exports of one engagement (session-routes.ts). */
export const COACHING_SESSION_WORDS = {
  /** 409: the engagement is not active (the coachee still reaches an ended one, read only). */
  notActive: 'This coaching is not active: sessions and agreed actions are arranged only while it is.',
  /** 400 at starts_at. */
  inPast: 'Choose a time in the future.',
  /** 409: rescheduling or cancelling a cancelled session. */
  cancelled: 'This session is cancelled: arrange a new one instead.',
  /** 400 at session: a note or an action naming a session of another engagement. */
  notThisSession: 'Choose a session of this coaching.',
  /** 400 at competency. */
  notThisSurvey: 'Choose one of the competencies of the report this coaching is about.',
  /** 403 to a coach the coachee shares nothing of the plan with. */
  planNotShared: 'Your coachee does not share their development plan with you.',
  /** 403 to a coach asking for the guide under plan_only. */
  reportNotShared: 'Your coachee shares only their development plan with you, not their report: the conversation guide is built from the report.',
} as const;
