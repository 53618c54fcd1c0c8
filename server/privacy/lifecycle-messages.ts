/** The sentences an admin reads when the end of the company's data is refused (issue 43). */
export const LIFECYCLE_REFUSALS = {
  /** 400 at `name`: the confirmation does not match the company's name. */
  wrongName: 'This is not your company’s name: type it exactly as it is shown, capitals and spaces included.',
} as const;
