import { defineConfig } from 'vitest/config';
import { linguiCatalogs } from './tests/support/linguiCatalogs.ts';
import { linguiMacro } from './tests/support/linguiMacro.ts';

export default defineConfig({
  plugins: [linguiMacro(), linguiCatalogs()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Node would load graphql's CJS build for these while Vite gives our code the ESM one: two copies of
    // graphql that reject each other's schema. Inlining makes them resolve graphql as the bundle does.
    server: { deps: { inline: ['graphql-request'] } },
  },
});
