/*
 * Dates and counts in the app's English, without Intl. A page's first Intl formatter starts
 * ICU: 40 to 70 ms of the main thread on this machine, four times that on a phone, which
 * landed in the dashboard's first render (Lighthouse's blocking time). These forms are fixed
 * ("1,234", "1 Dec 2025", "1 Dec 2025, 14:05", "3 weeks ago"), as en-GB and en write them (the
 * test holds them to Intl), so nothing of ICU is needed.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** 12345 → "12,345" (as `toLocaleString('en')` for whole numbers). */
export function count(n: number): string {
  // Grouped from the end by hand: a lookahead over the remaining digits at every position is quadratic.
  const whole = String(Math.trunc(n));
  const sign = whole.startsWith('-') ? '-' : '';
  let digits = whole.slice(sign.length);
  let groups = '';
  while (digits.length > 3) {
    groups = `,${digits.slice(-3)}${groups}`;
    digits = digits.slice(0, -3);
  }
  return sign + digits + groups;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day without a zone (`2025-12-01`) as written; a moment, by its day in UTC. Null when it is no date. */
function utcDay(iso: string): Date | null {
  const at = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "1 Dec 2025" (what is no date is given back as it is). */
export function day(iso: string): string {
  const at = utcDay(iso);
  return at ? `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}` : iso;
}

/** "1 Dec": the day without its year, read as `day` reads it. */
export function dayAndMonth(iso: string): string {
  const at = utcDay(iso);
  return at ? `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}` : iso;
}

/** "1 Dec 2025", or a dash when there is no day (not yet sent, no due date). */
export const fullDay = (iso: string | null | undefined): string => (iso ? day(iso) : '—');

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/** "1 Dec", with the year only when it is not this year's (in UTC, as the day is read). */
export function shortDay(iso: string, now = new Date()): string {
  return yearOf(iso) === now.getUTCFullYear() ? dayAndMonth(iso) : day(iso);
}

/** "1 Dec – 15 Dec 2025", or "20 Dec 2025 – 10 Jan 2026" across a year. */
export function dateRange(start: string, end: string): string {
  return `${yearOf(start) === yearOf(end) ? dayAndMonth(start) : fullDay(start)} – ${fullDay(end)}`;
}

/** "1 Dec 2025, 14:05": a moment in the reader's own time zone. */
export function dateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}, ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';
const UNITS: [Unit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];
// What Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says for one unit either way.
const NEXT: Partial<Record<Unit, string>> = { year: 'next year', month: 'next month', week: 'next week', day: 'tomorrow' };
const LAST: Partial<Record<Unit, string>> = { year: 'last year', month: 'last month', week: 'last week', day: 'yesterday' };

/** "5 minutes ago", "yesterday", "in 3 weeks", "just now": the largest whole unit. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    const n = Math.round(seconds / size);
    if (n === 1 && NEXT[unit]) return NEXT[unit];
    if (n === -1 && LAST[unit]) return LAST[unit];
    const amount = `${count(Math.abs(n))} ${unit}${Math.abs(n) === 1 ? '' : 's'}`;
    return n > 0 ? `in ${amount}` : `${amount} ago`;
  }
  return 'just now';
}

/** "1 rater", "12,345 raters": a count and its noun. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${count(n)} ${n === 1 ? one : many}`;
