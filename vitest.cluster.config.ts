// Under another Node.js major than package.json's engines, the run stops here with the reason (server/runtime-check.mjs).
import './server/runtime-check.mjs';
import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: the deployment's topology run for real (tests/cluster), one file at a time. */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    // Its own processes: the replicas and nginx it starts are killed when it exits, whatever happened.
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
