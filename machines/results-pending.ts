import { toFailure } from './failure';

/**
 * The server's 409 for a survey that is not closed yet (a report, its export, analytics,
 * the alerts of one survey, a release): not a failure to retry but results that are not
 * there yet. Its `detail` says when they will be.
 */
export const isResultsPending = (error: unknown): boolean => toFailure(error).status === 409;
