// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
  { target: './server', from: './src', message: 'The server never imports the web app.' },
  { target: './schemas', from: ['./src', './machines', './server'], message: 'Schemas import nothing of the app: everyone imports them.' },
  { target: './machines', from: ['./src', './server'], message: 'Machines hold flows, not screens or server code.' },
  {
    target: './server/domain',
    from: './server',
    except: ['./domain'],
    message: 'Domain rules are pure: they import schemas and each other, take rows and return decisions, never query.',
  },
  { target: ['./src/components', './src/lib'], from: ['./src/features', './src/app'], message: 'Shared pieces serve every feature, so they import none.' },
  { target: './server/db', from: './server/routes', message: 'Repositories do not know about HTTP.' },
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
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
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
);
