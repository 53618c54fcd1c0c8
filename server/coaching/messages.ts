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
