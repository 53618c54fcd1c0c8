import { Theme } from '@radix-ui/themes';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { SessionProvider } from '../lib/session';
import { useSystemAppearance } from '../lib/use-system-appearance';
import { routes } from './routes';
import './global.css';

const router = createBrowserRouter(routes);

/** The one Radix theme, the session and the toasts around every route. */
export function App() {
  const appearance = useSystemAppearance();
  return (
    <Theme accentColor="indigo" grayColor="gray" radius="medium" appearance={appearance}>
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </Theme>
  );
}
