import { defineConfig } from 'vitest/config';
import { IntegrationLastSequencer } from './tests/support/integration-last-sequencer.ts';

/**
 * Three projects, run by `npm test` side by side on its two workers, the integration files last
 * (tests/support/integration-last-sequencer.ts):
 * - unit: pure logic next to the code it tests (`*.test.ts` under shared, functions, infra, web,
 *   and tests/bench's checkers)
 * - cdk: CDK assertion and cdk-nag tests (tests/cdk)
 * - integration: HTTP against local clouds the run starts itself (tests/integration), one
 *   per worker (support/global-setup.ts), so files on different workers never share a cloud
 */
export default defineConfig({
  test: {
    // Two files at a time, also on the project's 2-core machines (vitest's own default there is
    // one: cores - 1). Integration files mostly wait on their worker's local cloud, which runs
    // in its own process: two workers keep both cores busy. VITEST_MAX_WORKERS overrides.
    maxWorkers: 2,
    sequence: { sequencer: IntegrationLastSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          // A worker keeps its modules from one file to the next instead of loading them again for
          // each: on the 2-core machine this project took 32 s instead of 79 (docs/testing.md).
          // Safe while no file mocks a module; the globals and variables some stub, they restore.
          isolate: false,
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'web/src/**/*.test.ts',
            // The load bench's own checker (the bench itself is not a test).
            'tests/bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'cdk',
          // Each file imported aws-cdk-lib anew (86% of the project's time): a worker now keeps it.
          // 27.7 s -> 11-14 s on 2 cores; every file makes its own App, and no file mocks or
          // stubs anything (passes shuffled, one worker: docs/testing.md).
          isolate: false,
          include: ['tests/cdk/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          // Not isolated either (about 60 s less on 2 cores); worker-env.ts gives every file the
          // same environment whichever file loaded a module first, and stops a file that left the
          // local cloud's credential hook behind (docs/testing.md).
          isolate: false,
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/global-setup.ts'],
          setupFiles: ['tests/integration/support/worker-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
