import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

const root = path.dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // Most unit tests need no DOM; those that do say `// @vitest-environment jsdom` (a jsdom per file costs ~1 s).
            environment: 'node',
            include: ['machines/**/*.test.ts', 'schemas/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['src/i18n/test-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            environment: 'node',
            include: ['tests/api/**/*.test.ts'],
            // Each file builds its own app on its own database; sharing the loaded modules saves ~1.5 s a file.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
            globalSetup: ['tests/api/global-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Real server processes (crashes, shutdown, several processes on one database): one file at a time.
            name: 'process',
            environment: 'node',
            include: ['tests/process/**/*.test.ts'],
            globalSetup: ['tests/harness/process-setup.ts'],
            fileParallelism: false,
            // These time real processes on a shared machine: one more try, so a slow minute on CI is not a failure
            // (a failure the retry passes still shows in the output, with its seed where it has one).
            retry: 1,
            testTimeout: 300_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          optimizeDeps: {
            include: [
              '@rjsf/core',
              '@rjsf/utils',
              '@rjsf/validator-ajv8',
              'react-arborist',
              '@radix-ui/themes',
              'xstate',
              '@xstate/react',
              'react-router-dom',
              'typebox/schema',
              'typebox/format',
              '@rjsf/validator-ajv8/lib/processRawValidationErrors.js',
              '@tanstack/react-virtual',
              'recharts',
            ],
          },
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
              instances: [{ browser: 'chromium' }],
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
          },
        },
      ],
    },
  }),
);
