import { readdir, readFile } from 'node:fs/promises';
import { buildSchema, Kind, parse, validate, type DefinitionNode, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { OperationName } from '../../src/gateway/client';
import * as generated from '../../src/gateway/generated/graphql';
import { documentOf } from './reference';

// The page executes these documents without parsing or validating them (graphql's parser and rules stay out of the bundle): this is where they are checked.
const schema = buildSchema(await readFile(new URL('../../src/gateway/schema.graphql', import.meta.url), 'utf8'));

/** Every generated operation document, by export name, as the parsed document the page executes. */
const documents = Object.entries(generated).flatMap(([name, value]) =>
  name.endsWith('Document') && (value as DocumentNode).kind === Kind.DOCUMENT ? [[name, value as DocumentNode] as const] : [],
);

const nameOf = (definition: DefinitionNode) => ('name' in definition && definition.name ? definition.name.value : '');

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

  it.each(documents)('%s is valid against schema.graphql', (_name, document) => {
    expect(errorsOf(document)).toEqual([]);
  });

  it.each(documents)('%s carries no source locations (the page does not need them)', (_name, document) => {
    expect(JSON.stringify(document)).not.toContain('"loc"');
  });

  it.each(documents)('%s is what the page expands from the compact table (codegen/compact-documents.mjs)', (exportName, document) => {
    const byName = (definitions: readonly DefinitionNode[]) =>
      [...definitions].sort((a, b) => `${a.kind}:${nameOf(a)}`.localeCompare(`${b.kind}:${nameOf(b)}`));
    const expanded = documentOf(exportName.replace(/Document$/, '') as OperationName);
    expect({ ...expanded, definitions: byName(expanded.definitions) }).toEqual({ ...document, definitions: byName(document.definitions) });
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
