import type { generate as Generate } from '@graphql-codegen/cli';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

// The CommonJS build, as `npm run codegen` runs it: the ESM build writes index.ts without its header.
const { generate } = createRequire(import.meta.url)('@graphql-codegen/cli') as { generate: typeof Generate };
const root = fileURLToPath(new URL('../..', import.meta.url));
const generatedDir = path.join(root, 'src/gateway/generated');

describe('generated gateway code', () => {
  it('matches what codegen produces from schema.ts and the areas’ operations (run `npm run codegen` if not)', async () => {
    const outputs: { filename: string; content: string }[] = await generate({ ...config, cwd: root, silent: true }, false);
    const expected = new Map(outputs.map((o) => [path.resolve(root, o.filename), o.content]));

    const committed = (await readdir(generatedDir)).map((name) => path.join(generatedDir, name));
    expect(committed.sort()).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) {
      expect(await readFile(file, 'utf8'), path.relative(root, file)).toBe(content);
    }
  });
});
