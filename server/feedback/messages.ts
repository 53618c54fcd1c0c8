/** What the feedback area says to a person, in one place: the actions decide, these sentences tell. */

/** At `development_threshold`: the settings would make someone both a succession candidate and a development need. */
export const THRESHOLDS_CROSSED = 'Must be below the succession threshold: nobody can be both a succession candidate and a development need.';

/** Why a development action was not written from My team. */
export const TEAM_ACTION_REFUSALS = {
  /** 403: an owner or coach changing more than the status and notes. */
  progressOnly: 'As owner or coach you move the status and keep notes; the employee’s manager or HR changes the rest.',
  /** At `survey`: the ratee's report of that survey is not released yet. */
  notReleased: 'Plan development once HR has released this employee’s report of the survey.',
};
