/** The coaching area's sentences: what a coach, a coachee or HR reads when something is refused. */
export const COACHING_REFUSALS = {
  /** 403 to a coach: the engagement is awaiting approval, declined or ended. */
  notActive: 'This coaching is not active: it awaits HR’s approval, was declined or has ended.',
  /** 403 to a coach: the coachee withdrew their consent. */
  consentWithdrawn: 'Your coachee has withdrawn their consent: you no longer see their material.',
  /** 403 to a coach who rated the coachee in the engagement's survey. */
  coachRated: 'You rated this person in the survey: as their coach you cannot see its report.',
} as const;

/** Why HR's webhook receiver URL is refused (400 at `url`), or a delivery not attempted (the delivery log's error). */
export const WEBHOOK_REFUSALS = {
  notHttps: 'The receiver must be reached over https.',
  notUrl: 'Enter an address such as https://hooks.example.com/c360.',
  credentials: 'Leave the user name and password out of the address: deliveries are signed instead.',
  privateHost: 'This address is inside a private network or this machine: only public receivers can be reached.',
  unresolved: 'The receiver’s host name did not resolve.',
  redirected: 'The receiver answered with a redirect: deliveries do not follow them, give the final address.',
} as const;

/** 400 at a field of a coach's form (POST/PUT /coaching/coaches/). */
export const COACH_INPUT_REFUSALS = {
  unknownCompetencies: 'Choose competencies of your company’s competency model.',
  unknownEmployee: 'Choose an employee of your company.',
  employeeTaken: 'This employee is in the coach pool already.',
  internalHasNoName: 'An employee coaches under their own name: leave the name empty.',
  internalHasNoEmail: 'An employee is reached at their account’s address: leave the email empty.',
  internalHasNoOrganisation: 'An employee coaches for your company: leave the organisation empty.',
  outsideNeedsName: 'An outside coach needs a name.',
  outsideNeedsEmail: 'An outside coach needs an address to receive their personal link.',
  emailTaken: 'A coach with this address is in the pool already.',
  kindFixed: 'A coach stays internal or outside: remove them and add them anew to change that.',
} as const;

/** What HR, a coachee or a coach reads when a coaching action is refused. */
export const COACHING_CONFLICTS = {
  coachHasOpen: 'This coach has open coaching (active or awaiting approval): set them as not taking new coachees instead, or end it first.',
  linkForInternal: 'An employee signs in: only an outside coach gets a personal link.',
  oneOpenPerReport: 'You have open coaching for this report already: end it before asking again.',
  notPending: 'Only a request awaiting approval can be approved or declined.',
  alreadyClosed: 'This coaching has ended or was declined already.',
  coacheeOnly: 'Only the coachee decides what their coach sees.',
} as const;

/** 400 at a field of a coaching request (POST /coaching/my/requests/). */
export const REQUEST_REFUSALS = {
  coachNotProposable: 'This coach cannot take you: they are not taking new coachees, do not cover these areas or this language, or rated you in this survey.',
  competenciesNotInReport: 'Choose competencies of this report.',
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
