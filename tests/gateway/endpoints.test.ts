import { describe, expect, it } from 'vitest';
import { Endpoints as ContractEndpoints } from '../../contract/endpoints';
import { Endpoints } from '../../src/gateway/generated/endpoints';

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
