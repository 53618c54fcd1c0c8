import Type, { type Static } from 'typebox';

/**
 * A recurring cycle: every N months from a run's start date the server drafts the next run, a copy of its set-up with
 * the dates moved on by N months, and mails the survey's owner to review and launch it (docs/survey-templates.md).
 * 0 is "does not repeat".
 */
export const REPEAT_CHOICES = [0, 1, 2, 3, 4, 6, 9, 12, 18, 24] as const;
export const MAX_REPEAT_MONTHS = 24;

/** How a choice reads on the survey page and in its form. */
export const repeatLabel = (months: number): string => {
  if (months === 0) return 'Does not repeat';
  return months === 1 ? 'Every month' : `Every ${months} months`;
};

/** The form on the survey page, and the body of PUT /survey/survey/{id}/repeat/. */
export const SurveyRepeat = Type.Object(
  {
    repeat_months: Type.Integer({
      title: 'Repeat this survey',
      enum: [...REPEAT_CHOICES],
      default: 0,
      description: 'The next run is drafted this many months after this one starts, with the same set-up; you review and launch it.',
    }),
  },
  { additionalProperties: false },
);
export type SurveyRepeat = Static<typeof SurveyRepeat>;

/** GET and PUT /survey/survey/{id}/repeat/: the setting, and where the cycle stands. */
export const SurveyRecurrence = Type.Object(
  {
    repeat_months: Type.Integer({ minimum: 0, maximum: MAX_REPEAT_MONTHS }),
    /** The day the next run will be drafted: null when the survey does not repeat, or its next run is drafted already. */
    next_run_on: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    /** The run the cycle drafted from this one, while it exists. */
    next_run: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String() }, { additionalProperties: false }), Type.Null()]),
    /** True once the cycle has moved on from this run: its setting no longer changes, its next run's does. */
    repeated: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SurveyRecurrence = Static<typeof SurveyRecurrence>;
