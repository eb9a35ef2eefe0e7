import { readdir } from 'node:fs/promises';
import { buildSchema, Kind, parse, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../src/gateway/generated/graphql';
import type { Resolvers } from '../../src/gateway/generated/resolvers';
import { typeDefs } from '../../src/gateway/schema';

// The page executes these documents without validating them (graphql's validation rules stay out of the bundle): this is where they are checked.
const schema = buildSchema(typeDefs);

/** Every generated operation document, by export name, parsed as the page parses it (its text, without locations). */
const documents = Object.entries(generated).flatMap(([name, value]) =>
  name.endsWith('Document') ? [[name, parse(String(value), { noLocation: true })] as const] : [],
);

/** Each module of resolvers/ that holds operations (an area), by file name. */
const folder = new URL('../../src/gateway/resolvers/', import.meta.url);
const areaModules = (
  await Promise.all(
    (await readdir(folder)).map(async (file) => [file, (await import(new URL(file, folder).href)) as Record<string, unknown>] as const),
  )
).filter(([, area]) => typeof area.operations === 'string');

/** The operations (not the fragments) of an area's `operations` text. */
const operationsOf = (area: Record<string, unknown>) =>
  parse(area.operations as string).definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );

/** The validation errors of one document against the gateway schema, as messages. */
const errorsOf = (document: DocumentNode) => validate(schema, document).map((error) => error.message);

describe('gateway operations', () => {
  it('codegen generated a document for every operation of the areas’ modules', () => {
    const operations = areaModules.flatMap(([, area]) => operationsOf(area).map((operation) => `${operation.name?.value}Document`));
    expect(documents.map(([name]) => name).sort()).toEqual(operations.sort());
  });

  it.each(areaModules)('the operations of resolvers/%s ask for root fields its own resolvers answer', (_file, area) => {
    const [, resolvers] = Object.entries(area).find(([name]) => name.endsWith('Resolvers')) as [string, Resolvers];
    const foreign = operationsOf(area).flatMap((operation) => {
      const root = operation.operation === 'query' ? 'Query' : 'Mutation';
      return operation.selectionSet.selections.flatMap((selection) =>
        selection.kind === Kind.FIELD && !(selection.name.value in (resolvers[root] ?? {}))
          ? [`${operation.name?.value}: ${root}.${selection.name.value}`]
          : [],
      );
    });
    expect(foreign).toEqual([]);
  });

  it.each(documents)('%s is valid against the gateway schema', (_name, document) => {
    expect(errorsOf(document)).toEqual([]);
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
