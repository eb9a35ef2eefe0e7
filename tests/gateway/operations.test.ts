import { readdir, readFile } from 'node:fs/promises';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../src/gateway/generated/graphql';

// The page executes these documents without validating them (graphql's rules stay out of the bundle): this is where they are checked.
const schema = buildSchema(await readFile(new URL('../../src/gateway/schema.graphql', import.meta.url), 'utf8'));

/** Every generated operation document, by export name, as the query string the page sends. */
const documents = Object.entries(generated).flatMap(([name, value]) =>
  name.endsWith('Document') && value instanceof generated.TypedDocumentString ? [[name, String(value)] as const] : [],
);

/** The validation errors of one document against the gateway schema, as messages. */
const errorsOf = (query: string) => validate(schema, parse(query)).map((error) => error.message);

describe('gateway operations', () => {
  it('codegen generated a document for every operation in operations/', async () => {
    const folder = new URL('../../src/gateway/operations/', import.meta.url);
    const files = (await readdir(folder)).filter((name) => name.endsWith('.graphql')).map((name) => readFile(new URL(name, folder), 'utf8'));
    const operations = (await Promise.all(files)).flatMap((source) => [...source.matchAll(/^(?:query|mutation|subscription) (\w+)/gm)].map((match) => `${match[1]}Document`));
    expect(documents.map(([name]) => name).sort()).toEqual(operations.sort());
  });

  it.each(documents)('%s is valid against schema.graphql', (_name, query) => {
    expect(errorsOf(query)).toEqual([]);
  });

  it('an operation that asks for a field the schema lacks is refused, with graphql’s message', () => {
    expect(errorsOf('query { viewer { nope } }')).toEqual(['Cannot query field "nope" on type "User".']);
  });

  it('an operation that leaves out a required variable is refused', () => {
    expect(errorsOf('mutation { login { authToken } }')).toEqual(['Field "login" argument "input" of type "LoginInput!" is required, but it was not provided.']);
  });
});
