import { requestEarly } from '../lib/early-requests';
import { getToken } from '../lib/token';

const SIGNED_IN = /^\/portrayal(\/|$)/;
const DASHBOARD = /^\/portrayal(\/dashboard)?\/?$/;

/**
 * Opening the signed-in area: what its first screen needs besides its code, started while
 * that code downloads (src/main.tsx). The API is asked who is signed in, and on the dashboard
 * for its summary, now rather than once the app has run.
 */
export function prepareSignedIn(pathname: string): void {
  const token = getToken();
  if (!token || !SIGNED_IN.test(pathname)) return;
  requestEarly('/api/auth-user/', token);
  if (DASHBOARD.test(pathname)) requestEarly('/dashboard/summary/', token);
}
