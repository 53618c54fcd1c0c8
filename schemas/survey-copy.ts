import Type, { type Static } from 'typebox';
import { VisibleLine } from './text-fields';

/**
 * POST /survey/survey/{id}/copy/: a new draft with another survey's set-up (schemas/survey.ts says what that holds),
 * asking nobody yet. Every field may be left out: the title is the origin's with " (copy)", the dates start today and
 * last as long as the origin's did. The end may not come before the start (the form's check and the server's, at end_date).
 */
export const SurveyCopy = Type.Object(
  {
    title: Type.Optional(VisibleLine('Title of the new survey', 200)),
    start_date: Type.Optional(Type.String({ title: 'Start date', format: 'date' })),
    end_date: Type.Optional(Type.String({ title: 'End date', format: 'date' })),
  },
  { additionalProperties: false },
);
export type SurveyCopy = Static<typeof SurveyCopy>;

/** What a copy is called unless HR names it. */
export const copyTitle = (title: string): string => `${title} (copy)`.slice(0, 200);

const DAY = 86_400_000;
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The copy's dates unless HR picks others: from `today`, as long as the origin ran. */
export function copyDates(origin: { start_date: string; end_date: string }, today: string): { start_date: string; end_date: string } {
  const length = Math.round((Date.parse(origin.end_date) - Date.parse(origin.start_date)) / DAY);
  return { start_date: today, end_date: plusDays(today, Math.max(0, length)) };
}

/** The end-before-start refusal, worded once for the form and the server. */
export const COPY_END_BEFORE_START = 'The end date cannot be before the start date.';
