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

// A test's time-out catches a hang, never slowness: on a busy two-core machine a test that takes
// half a second alone can take ten times that, so unit and server tests get 30 s (vitest's 5 s
// default failed there). Speed is measured by the size report and the benchmarks, not by tests.
const HANG = 30_000;

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: preactAliases },
        test: {
          name: 'unit',
          // Most of src/ is DOM-free and runs in Node; a file that needs a DOM says so on its first
          // line (`// @vitest-environment happy-dom`), so only those pay for happy-dom's set-up.
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'stores/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-unit.ts'],
          testTimeout: HANG,
          hookTimeout: HANG,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['demo/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts}', 'tests/build/**/*.test.ts'],
          testTimeout: HANG,
          hookTimeout: HANG,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // Hang limits, as above: a poll waits for its condition up to 30 s (Playwright's own
          // waits have the same default), a test up to 2 minutes.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
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
          testTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // The theme on a real shop: WordPress with WooCommerce 7.8.2 and the Vietnamese packs from
          // ../shared/vendor (tests/woocommerce/global-setup.ts), the catalogue made through
          // WooCommerce's own classes; browser tests in Chromium at 375 and 1280 px.
          name: 'woocommerce',
          environment: 'node',
          include: ['tests/woocommerce/**/*.test.ts'],
          globalSetup: ['tests/woocommerce/global-setup.ts'],
          testTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
