// Dates carry no zone (the server judges them in UTC): read and print them in UTC.
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "4 Dec 2026" from a date or a moment; a missing one is a dash. */
export function fullDay(iso: string | null): string {
  return iso ? dayMonthYear.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)) : '—';
}
