import type { Decorator, Preview } from '@storybook/react-vite';
import { Theme } from '@radix-ui/themes';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../src/app/radix-styles';
import '../src/app/global.css';
import { Suspense } from 'react';
import { LANGUAGES } from '../schemas/language';
import { ToastProvider } from '../src/components/toast';
import { loadAllCatalogues, NAMESPACES } from '../src/i18n';
import { SessionProvider } from '../src/lib/session';
import { adminUser, fakeSessionMachine, session, sessionState, type SessionParams } from '../src/testing/app-fakes.fixtures';

/**
 * Per-story parameters:
 * - `route`: { path, url } — the route pattern the story renders under and the URL it starts at;
 *   any other URL shows where the story navigated to.
 * - `session`: `session(status, context)` from src/testing/app-fakes.fixtures (default: signed in as an admin).
 */
function Navigated() {
  const location = useLocation();
  return <p data-testid="navigated">Navigated to {location.pathname}</p>;
}

/** The story in the toolbar's language (or its `language` parameter), once that language's words are here. */
/** The story's language: its `language` parameter, else the toolbar's, else English. */
const languageOf = ({ parameters, globals }: { parameters: Record<string, unknown>; globals: Record<string, unknown> }) =>
  (parameters.language ?? globals.language ?? 'en') as string;

/**
 * Every story starts in its language with that language's words loaded: switched before it renders (a loader), not
 * while it renders, so neither it nor the story after it reads half of one language and half of another.
 */
const setLanguage = async (context: { parameters: Record<string, unknown>; globals: Record<string, unknown> }) => {
  const language = languageOf(context);
  await loadAllCatalogues(language, NAMESPACES);
  return {};
};

/** A catalogue that is still missing (a language picked in the toolbar) suspends the story, not the page. */
const withLanguage: Decorator = (Story) => (
  <Suspense fallback={null}>
    <Story />
  </Suspense>
);

const withApp: Decorator = (Story, { parameters, globals }) => {
  const route = (parameters.route ?? {}) as { path?: string; url?: string; state?: unknown };
  const path = route.path ?? '/';
  const url = route.url ?? path;
  // A query in the url (a list's filters) starts the story with it.
  const [pathname, query] = url.split('?');
  const snapshot = sessionState((parameters.session ?? session('authenticated', { user: adminUser })) as SessionParams);
  return (
    <Theme accentColor="indigo" grayColor="gray" radius="medium" appearance={globals.appearance === 'dark' ? 'dark' : 'light'}>
      <SessionProvider logic={fakeSessionMachine} snapshot={snapshot}>
        <ToastProvider>
          <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state: route.state }]}>
            <Routes>
              <Route path={path} element={<Story />} />
              <Route path="*" element={<Navigated />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </SessionProvider>
    </Theme>
  );
};

const preview: Preview = {
  // Every English catalogue first: a story's test reads its words at once, as the app does once they are here.
  beforeAll: () => loadAllCatalogues('en', NAMESPACES),
  loaders: [setLanguage],
  decorators: [withLanguage, withApp],
  parameters: { layout: 'fullscreen' },
  globalTypes: {
    appearance: {
      description: 'Light or dark appearance',
      toolbar: { title: 'Appearance', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    language: {
      description: 'The language of the interface',
      toolbar: { title: 'Language', icon: 'globe', items: [...LANGUAGES], dynamicTitle: true },
    },
  },
  initialGlobals: { appearance: 'light', language: 'en' },
};

export default preview;
