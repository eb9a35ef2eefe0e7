import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One file per area (issue 30, docs/decisions/0038): src/app is the app-wide `root/` folder and one file per area,
 * each laid out in one order (its services, its long-lived actors and screens, its hooks), and `root/areas.ts` lists
 * every area file.
 */
const entries = readdirSync('src/app', { withFileTypes: true });
const areaFiles = entries.filter((entry) => entry.isFile()).map((entry) => entry.name.replace(/\.ts$/, ''));

describe('the areas of src/app', () => {
  it('are one .ts file each, beside root/ and nothing else', () => {
    expect(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)).toEqual(['root']);
    expect(entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.ts')).map((entry) => entry.name)).toEqual([]);
    expect(areaFiles.length).toBeGreaterThan(10);
  });

  it.each(areaFiles)('%s declares its services, then its area (actors and screens), then its hooks', (area) => {
    const text = readFileSync(`src/app/${area}.ts`, 'utf8');
    const at = (pattern: RegExp) => text.search(pattern);
    const services = at(/^export interface \w+Services\b/m);
    const declared = at(new RegExp(`^export function ${area}\\(`, 'm'));
    const hooks = at(/^export (?:const|function) use[A-Z]/m);
    // The shell takes nothing from the outside world.
    if (area !== 'shell') expect(services).toBeGreaterThanOrEqual(0);
    expect(declared).toBeGreaterThan(services);
    expect(hooks).toBeGreaterThan(declared);
    // Screens' machines load on demand: an area imports a screen's machine only through import().
    expect(text).not.toMatch(
      /^import \{[^}]*\b\w+Machine\b[^}]*\} from '\.\.\/machines\/(?!pagedFeed|pollVote|postStore|userStore|peopleList|wallet|auth|locale|toast)/m,
    );
  });

  it('are all listed in root/areas.ts', () => {
    const listed = [...readFileSync('src/app/root/areas.ts', 'utf8').matchAll(/from '\.\.\/([^/']+)'/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...areaFiles].sort());
  });
});
