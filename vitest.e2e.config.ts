// Under another Node.js major than package.json's engines, the run stops here with the reason (server/runtime-check.mjs).
import './server/runtime-check.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page that reloads under a loaded CI machine takes longer than vitest's 1 s default to draw.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
