import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

describe('the production build (npm run build)', () => {
  it('carries no Stately inspector: `?inspect` is a development switch, its import dropped from the bundle', async () => {
    const scripts = (await readdir(dist)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const code = await readFile(path.join(dist, name), 'utf8');
      // What @statelyai/inspect's code holds: the inspector's address and its connection events.
      expect(code, name).not.toMatch(/stately\.ai\/inspect|statelyai\.connected/);
    }
  });
});
