import { AppTheme } from './app-theme';
import { publicPageOf, type PublicPage } from './public-paths';
import { ConsultingScreen, LandingScreen, MasterclassScreen } from './screens';
import './global.css';

const SCREENS: Record<PublicPage, typeof LandingScreen> = {
  '/': LandingScreen,
  '/consulting-projects': ConsultingScreen,
  '/master-class-certification': MasterclassScreen,
};

/**
 * The marketing pages on their own: the same theme and screens as inside the whole app,
 * without its router, session or toasts (a link to anything else loads the whole app).
 */
export function PublicApp() {
  const Screen = SCREENS[publicPageOf(window.location.pathname) ?? '/'];
  return (
    <AppTheme>
      <Screen />
    </AppTheme>
  );
}
