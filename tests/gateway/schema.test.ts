import {
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  lexicographicSortSchema,
  printSchema,
  validateSchema,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { gatewaySchema } from '../../src/gateway/localClient';
import { resolvers } from '../../src/gateway/resolvers';
import { onDemandResolvers } from '../../src/gateway/resolvers/onDemand';
import { typeDefs } from '../../src/gateway/schema';

/** `Type.field` of every resolver an area gives, with the area's types. */
const resolved = (areas: readonly object[]) =>
  areas.flatMap((area) =>
    Object.entries(area).flatMap(([type, fields]) => Object.keys(fields as object).map((field) => `${type}.${field}`)),
  );

describe('gateway schema', () => {
  it('is a valid schema (the page builds it without validating)', () => {
    expect(validateSchema(buildSchema(typeDefs)).map((error) => error.message)).toEqual([]);
  });

  it('the page builds schema.ts: the same types, fields, arguments and directives, without the descriptions', () => {
    const declared = buildSchema(typeDefs);
    const built = gatewaySchema();
    expect(findBreakingChanges(declared, built)).toEqual([]);
    expect(findDangerousChanges(declared, built)).toEqual([]);
    expect(findBreakingChanges(built, declared)).toEqual([]);
    expect(validateSchema(built).map((error) => error.message)).toEqual([]);
    const sorted = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema)).replace(/\n\n+/g, '\n');
    // printSchema writes a description as a block string ("""…""") or a plain string on the line before its element.
    const withoutDescriptions = (sdl: string) => sdl.replace(/^[ \t]*"""[\s\S]*?"""\n|^[ \t]*"[^"\n]*"\n/gm, '');
    expect(sorted(built)).toBe(withoutDescriptions(sorted(declared)));
  });

  it('every root field is resolved by exactly one area; the on-demand areas resolve root fields only', () => {
    const schema = gatewaySchema();
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      Object.keys(root?.getFields() ?? {}).map((field) => `${root?.name}.${field}`),
    );
    const rootResolvers = resolved([...resolvers, ...onDemandResolvers]).filter((name) => /^(Query|Mutation)\./.test(name));
    expect(rootResolvers.sort()).toEqual(roots.sort());
    for (const area of onDemandResolvers) expect(Object.keys(area).filter((type) => type !== 'Query' && type !== 'Mutation')).toEqual([]);
  });

  it('every resolver names a field the schema has', () => {
    const schema = gatewaySchema();
    const unknown = resolved([...resolvers, ...onDemandResolvers]).filter((name) => {
      const [type = '', field = ''] = name.split('.');
      const named = schema.getType(type);
      return !named || !('getFields' in named) || !(field in named.getFields());
    });
    expect(unknown).toEqual([]);
  });
});
