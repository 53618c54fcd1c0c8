/** Where the dashboard's links go (src/app/screen-registry.ts). */
export const PATHS = {
  toAnswer: '/portrayal/user/survey-list',
  myFeedback: '/portrayal/user/my-feedback',
  alerts: '/portrayal/admin/feedback/alerts',
  newSurvey: '/portrayal/admin/survey/new',
  survey: (id: number) => `/portrayal/admin/survey/${id}`,
};

/** A share in whole percent; 0 of 0 is 0. */
export const rate = (done: number, of: number): number => (of > 0 ? Math.round((done / of) * 100) : 0);

/** One bar of the completion chart: a survey and its share of ratings submitted. */
export interface Completion { id: number; title: string; complete: number }

/** The completion chart's height for so many bars: reserved before its code arrives, so nothing below it moves. */
export const completionChartHeight = (bars: number) => bars * 36 + 36;

export const count = (n: number) => n.toLocaleString('en');

// One formatter of each kind, built when first needed: a list of events or surveys builds none per row.
let dayFormat: Intl.DateTimeFormat | undefined;
let relativeFormat: Intl.RelativeTimeFormat | undefined;

/** "1 Dec 2025": end dates carry no zone, so they are read and printed in UTC. */
export const day = (iso: string) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['year', 31_536_000], ['month', 2_592_000], ['week', 604_800], ['day', 86_400], ['hour', 3600], ['minute', 60]];

/** "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
