// Under another Node.js major than package.json's engines, the run stops here with the reason (server/runtime-check.mjs).
import './server/runtime-check.mjs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs } from './tests/support/linguiCatalogs.ts';
import { linguiMacro } from './tests/support/linguiMacro.ts';
import { parcelUrls } from './tests/support/parcelUrls.ts';

export default defineConfig({
  plugins: [linguiMacro(), linguiCatalogs(), parcelUrls()],
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each test file owns its state (an API file builds its own app and database; no test changes globals),
    // so a worker keeps its loaded modules, PGlite's compiled WebAssembly included, from one file to the next.
    isolate: false,
    // One worker per core: left to itself, this vitest runs one worker on a 2-core machine, and the API files
    // (each its own app and database) then run one after another.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          // The form/server parity test sends its inputs to the real routes, so it runs with the API suites.
          include: ['tests/api/**/*.test.ts', 'tests/validation/parity.test.ts', 'tests/validation/review-parity.test.ts'],
          // Migrates once per run; every test database is a copy of that one.
          globalSetup: ['tests/api/databaseTemplate.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [
            'tests/api/**',
            'tests/validation/parity.test.ts',
            'tests/validation/review-parity.test.ts',
            'tests/e2e/**',
            'tests/cluster/**',
            'node_modules/**',
          ],
        },
      },
    ],
  },
});
