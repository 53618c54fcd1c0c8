import type { ComponentType } from 'react';
import { Navigate, type DataRouteMatch, type RouteObject } from 'react-router-dom';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { NotFound } from './not-found';
import { RequireToken } from './require-token';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { SCREENS, type ScreenEntry, type Section } from './screen-registry';

const ShellScreen = lazyScreen(() => import('./shell/portrayal-shell').then((m) => m.PortrayalShell));
const ComingSoonScreen = lazyScreen(() => import('./shell/coming-soon').then((m) => m.ComingSoon), { fullPage: false });

/** What a route carries for `preloadScreens`: its lazy screen's early fetch. */
interface ScreenHandle {
  preload?: () => void;
}

// One lazy component per loader: two paths sharing a loader render the same component type.
const lazyByLoader = new Map<ScreenEntry['load'], LazyScreen<object>>();

function screenOf(entry: ScreenEntry): ComponentType | LazyScreen<object> {
  const { load } = entry;
  if (!load) return () => <ComingSoonScreen title={entry.menu?.title ?? entry.path} description={entry.menu?.description} />;
  let screen = lazyByLoader.get(load);
  if (!screen) {
    // Inside the signed-in shell the loader fills the content area, elsewhere the whole page.
    screen = lazyScreen(load, { fullPage: entry.section !== 'portrayal' });
    lazyByLoader.set(load, screen);
  }
  return screen;
}

const SCREEN_COMPONENTS = new Map(SCREENS.map((entry) => [entry, screenOf(entry)]));

function routesOf(section: Section): RouteObject[] {
  return SCREENS.filter((entry) => entry.section === section).map((entry) => {
    const Screen = SCREEN_COMPONENTS.get(entry)!;
    const handle: ScreenHandle = { preload: 'preload' in Screen ? Screen.preload : undefined };
    return entry.path === '' ? { index: true, element: <Screen />, handle } : { path: entry.path, element: <Screen />, handle };
  });
}

/** The public site, the sign-in pages and the signed-in shell, all from the screen registry. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...routesOf('site'),
      {
        path: 'authentication',
        children: [{ index: true, element: <Navigate to="login" replace /> }, ...routesOf('authentication')],
      },
      // An outside rater's personal link: no sign-in, the link is the key.
      { path: 'rate', children: routesOf('rate') },
      // An outside coach's personal link, alike.
      { path: 'coach', children: routesOf('coach') },
      {
        path: 'portrayal',
        element: (
          <RequireToken>
            <ShellScreen />
          </RequireToken>
        ),
        handle: { preload: ShellScreen.preload } satisfies ScreenHandle,
        children: [{ index: true, element: <Navigate to="dashboard" replace /> }, ...routesOf('portrayal'), { path: '*', element: <NotFound inShell /> }],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * Fetches the code of every screen a location opens (the signed-in shell and the page in it)
 * at once, beside the app's own, instead of each only once the one around it has rendered.
 */
export function preloadScreens(matches: DataRouteMatch[]): void {
  for (const match of matches) (match.route.handle as ScreenHandle | undefined)?.preload?.();
}
