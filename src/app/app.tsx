import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { SessionProvider } from '../lib/session';
import { AppTheme } from './app-theme';
import { preloadScreens, routes } from './routes';
import './global.css';

const router = createBrowserRouter(routes);
preloadScreens(router.state.matches);

/** The one Radix theme, the session and the toasts around every route. */
export function App() {
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
