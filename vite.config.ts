import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyEntry, REACT_DOM_CLIENT } from './scripts/vite-early-entry.js';
import { firstScreenChunks } from './scripts/vite-first-screen-chunks.js';
import { precompress } from './scripts/vite-precompress.js';
import { radixIconsPerModule } from './scripts/vite-radix-icons.js';
import { reactRouterProduction } from './scripts/vite-react-router-production.js';
import { routePreloads } from './scripts/vite-route-preloads.js';
import { splitStyles } from './scripts/vite-split-styles.js';
import { API_PREFIXES } from './server/api-paths';

const apiPort = Number(process.env.PORT ?? 8000);

// The signed-in area's first screen (src/app/routes.tsx): the app and the shell, and at its start page the dashboard.
const SIGNED_IN = ['src/app/app.tsx', 'src/app/shell/portrayal-shell.tsx'];
const DASHBOARD = ['src/features/dashboard/dashboard-page.tsx'];
/**
 * The screens a mail links to, or a person bookmarks (paths as in src/app/screen-registry.ts):
 * each opened directly names its own code in its page too, so it arrives with the shell's
 * instead of after it (npm run bench deep-links measures them).
 */
const DEEP_LINKS: Record<string, string[]> = {
  '/portrayal/admin/master': ['src/features/master/master-page.tsx'],
  '/portrayal/admin/master/:list': ['src/features/master/master-page.tsx'],
  '/portrayal/admin/survey/:id': ['src/features/survey/survey-detail-page.tsx'],
  '/portrayal/admin/feedback': ['src/features/feedback/feedback-page.tsx'],
  '/portrayal/admin/feedback/:survey/:ratee': ['src/features/feedback/report-page.tsx'],
  '/portrayal/user/survey-list': ['src/features/survey/answer/survey-list-page.tsx'],
  '/portrayal/user/survey-list/:assignment': ['src/features/survey/answer/answer-page.tsx'],
  '/portrayal/user/my-feedback/:survey': ['src/features/feedback/my-feedback/my-report-page.tsx'],
  '/portrayal/nominations': ['src/features/survey/nomination/choose-raters-page.tsx'],
  '/portrayal/nomination-approvals': ['src/features/survey/nomination/approve-raters-page.tsx'],
  // An outside rater's link: the app without the shell, and the rating pages.
  '/rate/:token': ['src/app/app.tsx', 'src/features/survey/answer/external-link-page.tsx'],
  '/rate/:token/:assignment': ['src/app/app.tsx', 'src/features/survey/answer/external-answer-page.tsx'],
};

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    radixIconsPerModule(),
    earlyEntry({ lazy: REACT_DOM_CLIENT }),
    splitStyles({ module: 'src/app/radix-styles.ts', parts: 12 }),
    precompress(),
    // Its code in a few files, not forty, and named in its page so it all comes at once.
    firstScreenChunks({ groups: { 'signed-in': SIGNED_IN, dashboard: DASHBOARD }, apart: 'src/app/public-app.tsx' }),
    routePreloads({ '/portrayal': SIGNED_IN, '/portrayal/dashboard': DASHBOARD }, DEEP_LINKS),
  ],
  // Maps are written for whoever debugs a build, but the bundles do not point at them and the server never sends them.
  build: { outDir: 'dist', sourcemap: 'hidden', manifest: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
});
