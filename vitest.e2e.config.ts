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
  },
});
