import { readFile } from 'node:fs/promises';
import {
  buildClientSchema,
  buildSchema as buildSchemaFromSdl,
  introspectionFromSchema,
  lexicographicSortSchema,
  printSchema,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { gatewayResolvers } from '../../src/gateway/localClient';
import { schemaTables } from '../../src/gateway/tables';
import { resolvers } from '../../src/gateway/resolvers';
import { onDemandResolvers } from '../../src/gateway/resolvers/onDemand';
import { buildSchema } from './reference';

const sdl = buildSchemaFromSdl(await readFile(new URL('../../src/gateway/schema.graphql', import.meta.url), 'utf8'));

/** The tables codegen writes, built by graphql with every resolver the page runs (tests/gateway/reference.ts). */
const getGatewaySchema = () => buildSchema(schemaTables, gatewayResolvers(schemaTables));

/** A schema as SDL with its types in name order, so two builds compare whatever order they listed types in. */
const sortedSdl = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));

describe('gateway schema', () => {
  it('the tables the page executes are schema.graphql, less its descriptions (codegen writes them, src/gateway/execute.ts runs them)', () => {
    const withoutDescriptions = buildClientSchema(introspectionFromSchema(sdl, { descriptions: false }));
    expect(sortedSdl(getGatewaySchema())).toBe(sortedSdl(withoutDescriptions));
  });

  it('builds into the executable schema with every root field resolved', () => {
    const schema = getGatewaySchema();
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        expect(field.resolve, `${root?.name}.${field.name}`).toBeTypeOf('function');
      }
    }
  });

  it('every root field is resolved by exactly one area; the on-demand areas resolve root fields only', () => {
    const schema = getGatewaySchema();
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      Object.keys(root?.getFields() ?? {}).map((field) => `${root?.name}.${field}`),
    );
    const resolved = [...resolvers, ...onDemandResolvers].flatMap((area) =>
      Object.entries(area).flatMap(([type, fields]) =>
        type === 'Query' || type === 'Mutation' ? Object.keys(fields as object).map((field) => `${type}.${field}`) : [],
      ),
    );
    expect(resolved.sort()).toEqual(roots.sort());
    for (const area of onDemandResolvers) expect(Object.keys(area).filter((type) => type !== 'Query' && type !== 'Mutation')).toEqual([]);
  });
});
