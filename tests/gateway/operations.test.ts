import { readdir, readFile } from 'node:fs/promises';
import { buildSchema, Kind, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../src/gateway/generated/graphql';
import { typeDefs } from '../../src/gateway/schema';

// The page executes these documents without validating them (graphql's validation rules stay out of the bundle): this is where they are checked.
const schema = buildSchema(typeDefs);

/** Every generated operation document, by export name, as the parsed document the page executes. */
const documents = Object.entries(generated).flatMap(([name, value]) =>
  name.endsWith('Document') && (value as DocumentNode).kind === Kind.DOCUMENT ? [[name, value as DocumentNode] as const] : [],
);

/** The validation errors of one document against the gateway schema, as messages. */
const errorsOf = (document: DocumentNode) => validate(schema, document).map((error) => error.message);

describe('gateway operations', () => {
  it('codegen generated a document for every operation in operations/', async () => {
    const folder = new URL('../../src/gateway/operations/', import.meta.url);
    const files = (await readdir(folder))
      .filter((name) => name.endsWith('.graphql'))
      .map((name) => readFile(new URL(name, folder), 'utf8'));
    const operations = (await Promise.all(files)).flatMap((source) =>
      [...source.matchAll(/^(?:query|mutation|subscription) (\w+)/gm)].map((match) => `${match[1]}Document`),
    );
    expect(documents.map(([name]) => name).sort()).toEqual(operations.sort());
  });

  it.each(documents)('%s is valid against the gateway schema', (_name, document) => {
    expect(errorsOf(document)).toEqual([]);
  });

  it.each(documents)('%s carries no source locations (the page does not need them)', (_name, document) => {
    expect(JSON.stringify(document)).not.toContain('"loc"');
  });

  it('an operation that asks for a field the schema lacks is refused, with graphql’s message', () => {
    expect(errorsOf(parse('query { viewer { nope } }'))).toEqual(['Cannot query field "nope" on type "User".']);
  });

  it('an operation that leaves out a required variable is refused', () => {
    expect(errorsOf(parse('mutation { login { authToken } }'))).toEqual([
      'Argument "Mutation.login(input:)" of type "LoginInput!" is required, but it was not provided.',
    ]);
  });
});
