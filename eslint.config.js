// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

// The public site (the marketing pages) is written in English: its landing page's script budget leaves no room for
// i18next (docs/languages.md). Every signed-in screen takes its words from locales/.
const ENGLISH_ONLY = ['src/features/public-site/**'];

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A zone whose `from` is a glob takes only glob exceptions, which the rule matches against absolute
// paths as written (it resolves `target` and `from` against `basePath`, never `except`).
const inRoot = (glob) => `${root}${glob}`;

// The server by area: `server/<area>/routes|actions|queries|rules`.
const serverRoutes = ['server/*/routes/**'];
// An area's sentences (not the mailer's), pure words: rules may word their decisions with them, queries hold none.
const serverWords = 'server/!(mail)/messages.ts';
// The mailer and its outbox, the mail plugin, and an area's mail texts (`mail/`, `mail.ts` or `*-mail*.ts`).
const serverMail = ['server/mail/**', 'server/*/mail/**', 'server/*/mail.ts', 'server/*/*-mail*.ts'];

/**
 * Who may import whom. Each zone names a folder (`target`) and the folders it must not
 * import (`from`); the message says the rule in a sentence so a failing import explains itself.
 */
const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/components or src/lib.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature does not import the app shell (the app imports features): move what it needs to src/lib or src/components, or pass it in.',
  },
  { target: './server', from: './src', message: 'The server never imports the web app.' },
  { target: './schemas', from: ['./src', './machines', './server'], message: 'Schemas import nothing of the app: everyone imports them.' },
  { target: './machines', from: ['./src', './server'], message: 'Machines hold flows, not screens or server code.' },
  {
    target: 'server/*/rules/**',
    from: 'server/**',
    except: [inRoot('server/*/rules/**'), inRoot(serverWords)],
    message:
      'Rules are pure: they import schemas, other rules and their area’s sentences (messages.ts), take rows and return decisions; they never query, send or answer HTTP.',
  },
  {
    target: 'server/*/queries/**',
    from: [...serverRoutes, 'server/*/actions/**', ...serverMail, serverWords],
    message: 'Queries are SQL only: an action calls them and words the outcome, so they import no route, action, mail or sentence.',
  },
  { target: ['./src/components', './src/lib'], from: ['./src/features', './src/app'], message: 'Shared pieces serve every feature, so they import none.' },
  {
    target: ['server/db/**', 'server/*/queries/**', 'server/*/rules/**'],
    from: ['server/*/routes/**', 'server/http/**'],
    message: 'Only routes know about HTTP.',
  },
  { target: ['./src', './machines', './schemas', './server'], from: ['./tests', './bench'], message: 'Production code never imports tests or the bench.' },
  { target: './tests', from: './bench', message: 'Tests do not import the bench: shared helpers live in tests/harness, which the bench imports.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'storybook-static/**',
      'node_modules/**',
      'coverage/**',
      'server/db/migrations/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle reads the modules an import leads to, and skips every file of an extension not listed here.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
      // Type-only imports do not count (they vanish at build); packages are not walked (a cycle is ours), which halves the rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Unused names fail the typecheck already (noUnusedLocals); `_` marks a deliberate skip.
      // A variable read by a callback before its one assignment (the server's logger) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // A regex that backtracks more than linearly lets one long input hold the event loop (issue 37).
    // Patterns written as strings in schemas are checked by tests/unit/linear-patterns.test.ts.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'Machines never import React: screens read them with @xstate/react.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every word a person reads comes from a catalogue (locales/, docs/languages.md): a sentence written into a screen
    // fails here. Attributes are checked by name, since most of a Radix element's string props are settings, not words.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.stories.tsx', 'src/**/*.test.tsx', 'src/**/*.fixtures.tsx', 'src/testing/**', ...ENGLISH_ONLY],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['title', 'aria-label', 'aria-description', 'placeholder', 'alt', 'label', 'description', 'submitText', 'heading'] },
        },
      ],
    },
  },
);
