import { startTransition, StrictMode, type ComponentType } from 'react';
import './app/radix-styles';
import { publicPageOf } from './app/public-paths';
import { prepareSignedIn } from './app/prepare-signed-in';
import { fetchCataloguesEarly } from './i18n/catalogue-files';
import { startingLanguage } from './i18n/remembered-language';
import { nextTask } from './lib/next-task';

/*
 * Two ways in. A visitor of the marketing pages gets a small app without the router, the
 * session or the forms, so the landing stays fast; every other path gets the whole app.
 * index.html shows the spinning loader meanwhile.
 */
const app: Promise<ComponentType> = publicPageOf(window.location.pathname) ? import('./app/public-app').then((m) => m.PublicApp) : openApp();

/** The whole app, and what its first screen needs besides its code, asked for meanwhile. */
function openApp(): Promise<ComponentType> {
  // Its router is made in a task after the one that ran its code, not in the same long one.
  const loading = import('./app/app').then(async (m) => {
    await nextTask();
    return m.createApp();
  });
  prepareSignedIn(window.location.pathname);
  // The first screen's words, beside its code: not once i18next has run, then once the screen has.
  fetchCataloguesEarly(startingLanguage(), window.location.pathname);
  return loading;
}

/** #root, once the page has been read: this script runs as soon as it arrives (scripts/vite-early-entry.ts). */
const rootElement = new Promise<HTMLElement>((resolve, reject) => {
  const find = () => {
    const element = document.getElementById('root');
    if (element) resolve(element);
    else reject(new Error('index.html has no #root element'));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', find, { once: true });
  else find();
});

// React DOM too is loaded beside the app, not in this entry: the entry stays a few kilobytes,
// so the first screen's requests to the API leave as soon as it arrives.
Promise.all([app, import('react-dom/client'), rootElement]).then(
  // A transition renders in slices that leave the main thread free between them: the
  // first render of a long page is no longer one long task that input has to wait for.
  ([App, { createRoot }, root]) =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  () =>
    rootElement.then((root) => {
      // Nothing of the app arrived (offline, or a release replaced the files): say so plainly.
      root.querySelector('[role="status"]')?.replaceChildren('The page could not be loaded. Check your connection and reload the page.');
    }),
);
