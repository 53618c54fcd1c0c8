import { requestEarly } from '../lib/early-requests';
import { getToken } from '../lib/token';

const SIGNED_IN = /^\/portrayal(\/|$)/;
const DASHBOARD = /^\/portrayal(\/dashboard)?\/?$/;

/**
 * The screens a mail links to whose first screen waits on GETs of their own (each exactly as
 * the screen's API call spells it): asked for with the app's code, not once it has run.
 */
const SCREEN_DATA: ReadonlyArray<[RegExp, (id: string[]) => string[]]> = [
  [
    /^\/portrayal\/admin\/survey\/(\d+)\/?$/,
    ([survey]) => [`/survey/survey/${survey}/`, `/survey/survey/${survey}/progress/`, `/survey/get_surveyassign_by_owner/?survey_id=${survey}`],
  ],
  [/^\/portrayal\/admin\/feedback\/(\d+)\/(\d+)\/?$/, ([survey, ratee]) => [`/feedback/survey/${survey}/ratee/${ratee}/`]],
  [/^\/portrayal\/user\/survey-list\/(\d+)\/?$/, ([assignment]) => [`/survey/surveyuserans/${assignment}/`]],
  [/^\/portrayal\/user\/my-feedback\/(\d+)\/?$/, ([survey]) => [`/feedback/my-reports/${survey}/`]],
];

/** The GETs besides who is signed in that the first screen at `pathname` makes. */
export function screenRequests(pathname: string): string[] {
  if (DASHBOARD.test(pathname)) return ['/dashboard/summary/'];
  for (const [pattern, requests] of SCREEN_DATA) {
    const match = pattern.exec(pathname);
    if (match) return requests(match.slice(1));
  }
  return [];
}

/**
 * Opening the signed-in area: what its first screen needs besides its code, started while
 * that code downloads (src/main.tsx). The API is asked who is signed in, and for the screen's
 * own data (the dashboard's summary, a report, a survey…), now rather than once the app has run.
 */
export function prepareSignedIn(pathname: string): void {
  const token = getToken();
  if (!token || !SIGNED_IN.test(pathname)) return;
  requestEarly('/api/auth-user/', token);
  for (const path of screenRequests(pathname)) requestEarly(path, token);
}
