import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One shape per area (issue 30): src/app is the app-wide `root/` and one folder per area, each of the same few
 * files, and `root/areas.ts` lists every area folder.
 */
const AREA_FILES = new Set(['area.ts', 'hooks.ts', 'screens.ts', 'actors.ts']);
const entries = readdirSync('src/app', { withFileTypes: true });
const areaFolders = entries.filter((entry) => entry.isDirectory() && entry.name !== 'root').map((entry) => entry.name);

describe('the areas of src/app', () => {
  it('are folders only, beside root/', () => {
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(areaFolders.length).toBeGreaterThan(10);
  });

  it.each(areaFolders)('%s has area.ts and hooks.ts, and nothing but area, hooks, screens and actors', (area) => {
    const files = readdirSync(`src/app/${area}`);
    expect(files).toEqual(expect.arrayContaining(['area.ts', 'hooks.ts']));
    expect(files.filter((file) => !AREA_FILES.has(file))).toEqual([]);
  });

  it('are all listed in root/areas.ts', () => {
    const listed = [...readFileSync('src/app/root/areas.ts', 'utf8').matchAll(/from '\.\.\/([^/]+)\/area'/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...areaFolders].sort());
  });
});
