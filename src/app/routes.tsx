import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazy-screen';
import { NotFound } from './not-found';
import { RequireToken } from './require-token';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { SCREENS, type ScreenEntry, type Section } from './screen-registry';

const ShellScreen = lazyScreen(() => import('./shell/portrayal-shell').then((m) => m.PortrayalShell));
const ComingSoonScreen = lazyScreen(() => import('./shell/coming-soon').then((m) => m.ComingSoon), { fullPage: false });

// One lazy component per loader: two paths sharing a loader render the same component type.
const lazyByLoader = new Map<ScreenEntry['load'], ComponentType>();

function screenOf(entry: ScreenEntry): ComponentType {
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
    return entry.path === '' ? { index: true, element: <Screen /> } : { path: entry.path, element: <Screen /> };
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
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          ...routesOf('authentication'),
        ],
      },
      // An outside rater's personal link: no sign-in, the link is the key.
      { path: 'rate', children: routesOf('rate') },
      {
        path: 'portrayal',
        element: <RequireToken><ShellScreen /></RequireToken>,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          ...routesOf('portrayal'),
          { path: '*', element: <NotFound inShell /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
