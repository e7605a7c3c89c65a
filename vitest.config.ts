import { defineConfig } from 'vitest/config';

// Unit tests run against what ships: React's API served by preact/compat, as in the production build.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: preactAliases },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'stores/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['demo/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts}', 'tests/build/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: these machines have two cores.
          fileParallelism: false,
        },
      },
      {
        test: {
          // The WordPress theme on a real WordPress (tests/wordpress/site.ts): one site for the
          // project, started by the global setup from the packaged zip (npm run test:wordpress).
          name: 'wordpress',
          environment: 'node',
          include: ['tests/wordpress/**/*.test.ts'],
          globalSetup: ['tests/wordpress/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
