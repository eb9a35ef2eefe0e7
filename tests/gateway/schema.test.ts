import { readFile } from 'node:fs/promises';
import { buildSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getGatewaySchema } from '../../src/gateway/client';
import { typeDefs } from '../../src/gateway/schema';

describe('gateway schema', () => {
  it('schema.ts holds the same SDL as schema.graphql, which codegen reads', async () => {
    const file = await readFile(new URL('../../src/gateway/schema.graphql', import.meta.url), 'utf8');
    expect(typeDefs).toBe(file);
  });

  it('builds into the executable schema with every root field resolved', () => {
    const schema = getGatewaySchema();
    expect(printSchema(schema)).toBe(printSchema(buildSchema(typeDefs)));
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        expect(field.resolve, `${root?.name}.${field.name}`).toBeTypeOf('function');
      }
    }
  });
});
