import { defineConfig } from 'vitest/config'

/**
 * Four suites, run by `npm test` (scripts/test.mjs) in one vitest process:
 *
 * - unit:        rules, parsers, stores, views. No network, no devnet.
 * - integration: *.integration.test.ts against the real devnet (anvil 31337 :8545, 31338 :8546).
 * - browser:     tests/e2e in real Chromium against the built example app and the devnet.
 * - consumers:   tests/consumers: the packed tarballs in apps outside the workspace (npm, Vite,
 *                Next.js), built for production and driven in Chromium against the devnet.
 *
 * The devnet is started by tests/setup/devnet.global.ts, a globalSetup that both integration and
 * browser list; it is ref-counted in the main process, so it starts once per run and stops after the
 * last suite that needed it. A suite with no selected files runs no globalSetup at all, so
 * `vitest run --project unit` never starts anything.
 */

const jsx = { runtime: 'automatic' as const, importSource: 'react' }
const ignored = ['**/node_modules/**', '**/dist/**']

export default defineConfig({
  // JSX in .tsx tests is transformed by vite's own transformer (oxc); no React plugin here.
  oxc: { jsx },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['headless/src/**/*.test.{ts,tsx}', 'devnet/src/**/*.test.ts', 'devnet/mobile-wallet/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...ignored, '**/*.integration.test.{ts,tsx}'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The ui-kit's tests render React: jsdom. (Any other file can ask for it with a
        // `// @vitest-environment jsdom` comment.) Counted with `unit` in the summary.
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: ['ui-kit/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup/testingLibrary.ts'],
          testTimeout: 15_000,
          exclude: [...ignored, '**/*.integration.test.{ts,tsx}'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'headless/src/**/*.integration.test.ts',
            'devnet/src/**/*.integration.test.ts',
            'devnet/mobile-wallet/**/*.integration.test.ts',
            'tests/integration/**/*.integration.test.ts',
          ],
          exclude: ignored,
          globalSetup: ['./tests/setup/devnet.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...ignored, 'tests/e2e/harness/**'],
          globalSetup: ['./tests/setup/devnet.global.ts', './tests/setup/browser.global.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The packed tarballs installed with npm into apps outside the workspace (tests/consumers),
        // built and driven in Chromium. Its own suite: it reaches the npm registry, takes minutes
        // of installs and builds, and needs neither the example app nor the mobile wallet.
        extends: true,
        test: {
          name: 'consumers',
          environment: 'node',
          include: ['tests/consumers/*.test.ts'],
          exclude: ignored,
          globalSetup: ['./tests/setup/devnet.global.ts', './tests/setup/consumers.global.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
})
