import { i18n } from '../i18n';
import { count, day } from '../i18n/format';

/**
 * How survey progress reads, the same on the dashboard and the survey pages. Two units,
 * never mixed: a *rating* is one rater's answers about one ratee (an assignment), a
 * *rater* is a person who may owe several ratings. Once a survey is closed nothing is
 * awaited any more: what is missing is "not given", never "waiting" or "pending".
 * Worded when called, in the reader's language (common:progress).
 */

/** "13 of 29 ratings submitted". */
export const ratingsSubmitted = (submitted: number, assigned: number) => i18n.t('progress.submitted', { count: assigned, submitted: count(submitted) });

/** "9 raters still have ratings to give": distinct people, however many ratings each owes. */
export const ratersOwing = (raters: number) => i18n.t('progress.ratersOwing', { count: raters });

/** An open (or not yet open) survey's missing ratings: "3 ratings to come", or "All ratings in"; a survey asking nobody yet says so. */
export const ratingsToCome = (missing: number, assigned?: number) =>
  assigned === 0 ? i18n.t('progress.nobodyAsked') : missing > 0 ? i18n.t('progress.toCome', { count: missing }) : i18n.t('progress.allIn');

/** A closed survey's: "3 ratings not given", or "All ratings given". */
export const ratingsNotGiven = (missing: number) => (missing > 0 ? i18n.t('progress.notGiven', { count: missing }) : i18n.t('progress.allGiven'));

/** What is missing, worded for the survey's state. */
export const missingRatings = (missing: number, closed: boolean) => (closed ? ratingsNotGiven(missing) : ratingsToCome(missing));

/** The day a survey stopped taking answers: closed by hand (`closed_at`), else its end date. */
const closedOn = (survey: { closed_at: string | null; end_date: string }) => day(survey.closed_at ?? survey.end_date);

/** "Closed 24 Nov 2026 · 3 ratings not given". */
export const closedSummary = (survey: { closed_at: string | null; end_date: string }, missing: number) =>
  i18n.t('progress.closedSummary', { day: closedOn(survey), missing: ratingsNotGiven(missing) });
