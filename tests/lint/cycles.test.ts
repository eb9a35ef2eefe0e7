import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle in src/, server/ or contract/ (issue 30). Every edge counts: static, dynamic (`import()`) and
 * type-only imports alike, so a screen's on-demand code and the types it borrows point one way only.
 */
async function importCycles(files: string[]) {
  const tree = await parseDependencyTree(files, {
    context: process.cwd(),
    tsconfig: 'tsconfig.json',
    extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'],
    // transform would compile type-only imports away; they count here.
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree, false);
}

describe('import cycles', () => {
  it('are found, a type-only import included (the fixture: two files that import each other)', async () => {
    expect(await importCycles(['tests/lint/fixtures/cycle/*.ts'])).toEqual([
      ['tests/lint/fixtures/cycle/wallet.ts', 'tests/lint/fixtures/cycle/balance.ts'],
    ]);
  });

  it('none in src/, server/ or contract/', async () => {
    const cycles = await importCycles(['src/**/*.{ts,tsx}', 'server/**/*.{ts,mts,mjs}', 'contract/**/*.ts']);
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  }, 60_000);
});
