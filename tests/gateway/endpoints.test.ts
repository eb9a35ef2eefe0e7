import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Endpoints as ContractEndpoints } from '../../contract/endpoints';
import { Endpoints } from '../../src/gateway/generated/endpoints';

const contractDir = fileURLToPath(new URL('../../contract', import.meta.url));

/** What the page needs of an entry, as src/gateway/rest.ts reads it. */
const callOf = (entry: { method: string; path: string; caller: string; query?: unknown; form?: unknown }) => ({
  method: entry.method,
  path: entry.path,
  caller: entry.caller,
  query: Boolean(entry.query),
  form: Boolean(entry.form),
});

describe("the page's table of calls (src/gateway/generated/endpoints.ts, `npm run codegen`)", () => {
  it('lists every entry of contract/endpoints.ts with its method, path, caller, query and form: a stale table fails here', () => {
    expect(Object.keys(Endpoints)).toEqual(Object.keys(ContractEndpoints));
    for (const [name, entry] of Object.entries(ContractEndpoints)) {
      expect(callOf(Endpoints[name as keyof typeof Endpoints]), name).toEqual(callOf(entry));
    }
  });

  it('holds no schema, only the strings and flags a call needs', () => {
    for (const [name, entry] of Object.entries(Endpoints)) {
      for (const value of Object.values(entry)) expect(['string', 'boolean'], name).toContain(typeof value);
    }
  });
});

describe("contract/endpoints.ts, the areas' calls assembled", () => {
  it('holds every call of every area, none named twice (a second would hide the first)', async () => {
    // Every contract file but the assembly and index.ts, which re-exports the others.
    const files = readdirSync(contractDir).filter((name) => name.endsWith('.ts') && name !== 'endpoints.ts' && name !== 'index.ts');
    const areas = await Promise.all(files.map((name) => import(path.join(contractDir, name)) as Promise<Record<string, unknown>>));
    const areaNames = areas
      .flatMap((module) => Object.entries(module).filter(([name]) => name.endsWith('Endpoints')))
      .flatMap(([, entries]) => Object.keys(entries as object));
    expect(areaNames.filter((name, index) => areaNames.indexOf(name) !== index)).toEqual([]);
    expect(areaNames.sort()).toEqual(Object.keys(ContractEndpoints).sort());
  });
});
