import { defineConfig } from 'vitest/config';
import { linguiMacro } from './tests/support/linguiMacro.ts';

export default defineConfig({
  plugins: [linguiMacro()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
