import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { useInterfaceLanguage } from '../i18n/use-interface-language';
import { setUnauthorizedHandler } from '../lib/api';
import { SIGN_IN_PATH } from '../lib/config';
import { useSessionActor } from '../lib/session';
import { hasToken } from '../lib/token';

/** Wraps every route: an expired or voided session (a 401) ends here, at the sign-in page. */
export function RootLayout() {
  const navigate = useNavigate();
  const session = useSessionActor();
  useInterfaceLanguage();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      session.send({ type: 'signOut' });
      const from = `${window.location.pathname}${window.location.search}`;
      navigate(SIGN_IN_PATH, { replace: true, state: from.startsWith('/portrayal') ? { from } : undefined });
    });
  }, [navigate, session]);
  // Opened inside the signed-in area (a reload, a link): ask who we are right away, while the
  // shell's and the page's code still arrive, not once the shell has rendered (it asks too).
  useEffect(() => {
    if (window.location.pathname.startsWith('/portrayal') && hasToken()) session.send({ type: 'load' });
  }, [session]);
  return (
    <>
      {/* A screen whose area's words have not arrived yet waits behind the loader (src/i18n). */}
      <Suspense fallback={<PageLoader fullPage />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
