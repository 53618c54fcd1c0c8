import type { ComponentType } from 'react';
import { ConsultingPage } from '../features/public-site/consulting-page';
import { LandingPage } from '../features/public-site/landing-page';
import { MasterclassPage } from '../features/public-site/masterclass-page';
import { PrivacyPage } from '../features/public-site/privacy-page';
import { TermsPage } from '../features/public-site/terms-page';
import { publicPageOf, type PublicPage } from './public-paths';
import { PublicTheme } from './public-theme';
import './global.css';

// Imported here, not lazily: this whole module is the on-demand load (src/main.tsx), and
// one step less in the chain of requests brings the landing's first paint forward.
const PAGES: Record<PublicPage, ComponentType> = {
  '/': LandingPage,
  '/consulting-projects': ConsultingPage,
  '/master-class-certification': MasterclassPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
};

/**
 * The marketing pages on their own: the same pages as inside the whole app, without its
 * router, session or toasts (a link to anything else loads the whole app).
 */
export function PublicApp() {
  const Page = PAGES[publicPageOf(window.location.pathname) ?? '/'];
  return (
    <PublicTheme>
      <Page />
    </PublicTheme>
  );
}
