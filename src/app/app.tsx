import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { i18n, i18nReady } from '../i18n';
import { firstScreenNamespaces } from '../i18n/catalogue-files';
import { nextTask } from '../lib/next-task';
import { SessionProvider } from '../lib/session';
import { AppTheme } from './app-theme';
import { preloadScreens, routes } from './routes';
import './global.css';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The one Radix theme, the session and the toasts around every route. */
function AppFrame({ router }: { router: AppRouter }) {
  return (
    <AppTheme>
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </AppTheme>
  );
}

/**
 * The app for this page's location: its router, and the location's screens asked for. Called
 * in a task of its own once the app's code has run (src/main.tsx): ranking every route took
 * about as long as running that code, and the two made one long task of the first load. The
 * screens are asked for in the task after, for the same reason.
 */
export async function createApp(): Promise<ComponentType> {
  const router = createBrowserRouter(routes);
  // The first screen's words too (downloaded since the page opened): it then renders without waiting on them.
  await Promise.all([nextTask(), i18nReady.then(() => i18n.loadNamespaces(firstScreenNamespaces(window.location.pathname)))]);
  preloadScreens(router.state.matches);
  return function App() {
    return <AppFrame router={router} />;
  };
}
