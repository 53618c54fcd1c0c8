import { withRater, type Assignment, type Survey, type SurveyUpdate } from '../schemas/survey';

/*
 * Where a survey stands towards its results: results come from closed surveys
 * only, and once any result has been opened the survey never takes another answer. Before
 * that, a survey that ended by its date may be extended by a later end date, which opens it
 * again; one closed with "Close survey" stays closed.
 */

type Lifecycle = Pick<Survey, 'status' | 'end_date' | 'closed_at' | 'results_opened_at'>;

export type ResultsPhase =
  /** Draft, scheduled or open: results once it closes, on its end date at the latest. */
  | { kind: 'pending'; closesOn: string }
  /** Closed, nothing opened yet; `closedOn` is the day closed (a moment) or the end date (a day). */
  | { kind: 'ready'; endedBy: 'date' | 'close'; closedOn: string }
  /** A result has been opened: closed for good. */
  | { kind: 'opened'; openedAt: string };

export function resultsPhase(survey: Lifecycle): ResultsPhase {
  if (survey.results_opened_at) return { kind: 'opened', openedAt: survey.results_opened_at };
  if (survey.status !== 'closed') return { kind: 'pending', closesOn: survey.end_date };
  return survey.closed_at ? { kind: 'ready', endedBy: 'close', closedOn: survey.closed_at } : { kind: 'ready', endedBy: 'date', closedOn: survey.end_date };
}

/** Why "Extend end date" is not offered for a survey, or null when it is. */
export function extendUnavailable(survey: Lifecycle): string | null {
  const phase = resultsPhase(survey);
  if (phase.kind === 'opened') return 'Results have been opened, so this survey is closed for good: it can no longer be extended.';
  if (phase.kind === 'pending') {
    return survey.status === 'open' ? 'The survey is still open: move its end date with Edit.' : 'The survey has not started yet: change its dates with Edit.';
  }
  return phase.endedBy === 'close' ? 'The survey was closed with Close survey, so it stays closed.' : null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the calendar written as the API writes it (2026-02-31 is not one). */
function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today as the server judges dates (UTC), in the API's form. */
export const today = (now = new Date()): string => now.toISOString().slice(0, 10);

/** What is wrong with a new end date for an extension, or null: a real day, after the current end, not in the past. */
export function extensionProblem(survey: Pick<Survey, 'end_date'>, endDate: string, todayIs = today()): string | null {
  if (!endDate) return 'Choose the new end date.';
  if (!isDay(endDate)) return 'Enter a valid date.';
  if (endDate <= survey.end_date) return 'Choose a day after the current end date.';
  if (endDate < todayIs) return 'Choose today or a later day, so that raters can answer again.';
  return null;
}

/**
 * PATCH /survey/survey-creation/ for an extension: the survey exactly as it is, with every
 * assignment it has, and only the end date moved.
 */
export function extensionOf(survey: Survey, assignments: readonly Assignment[], endDate: string): SurveyUpdate {
  return {
    survey: {
      id: survey.id,
      title: survey.title,
      description: survey.description,
      start_date: survey.start_date,
      end_date: endDate,
      anonymity_threshold: survey.anonymity_threshold,
      audience: survey.audience,
      is_draft: survey.is_draft,
      type_values: survey.type_values.map((t) => ({ ...t })),
      competencies: survey.competencies.map((c) => ({ ...c })),
    },
    position: survey.position && { ...survey.position },
    survey_assign: withRater(assignments).map((a) => ({ ratee: a.ratee.id, rater: a.rater.id, relationship: a.relationship })),
  };
}
