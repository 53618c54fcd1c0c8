// One formatter for every mail: building an Intl formatter per date cost more than writing the mail.
const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date of the contract (YYYY-MM-DD) as a mail writes it: "12 March 2026", the same in every time zone. */
export const longDate = (day: string): string => format.format(new Date(`${day}T00:00:00Z`));
