import type { Gateway, OperationResult } from './client';
import type { GatewayContext } from './context';
import { createExecutor, type DocumentTables, type FieldResolvers, type SchemaTables } from './execute';
import { loadOnce } from './loadOnce';
import { resolvers } from './resolvers';
import documents from './generated/documents.json';
import tables from './generated/schema.json';
import type { RestClient } from './rest';

/** The tables codegen writes from schema.graphql and operations/*.graphql, as the executor reads them. */
export const schemaTables: SchemaTables = tables;
export const documentTables = documents as unknown as DocumentTables;

/** Areas' resolvers by type and field. */
function merge(areas: readonly object[]): FieldResolvers {
  const merged: FieldResolvers = {};
  for (const area of areas) {
    for (const [typeName, fields] of Object.entries(area)) Object.assign((merged[typeName] ??= {}), fields);
  }
  return merged;
}

/** The areas no first screen asks for, loaded once (with the first of their fields, or on the person's first interaction). */
export const preloadResolvers = loadOnce(async () => merge((await import('./resolvers/onDemand')).onDemandResolvers));

/** Every area's resolvers: each root field no eager area resolves waits for the on-demand areas. */
export function gatewayResolvers(): FieldResolvers {
  const merged = merge(resolvers);
  for (const root of ['Query', 'Mutation']) {
    for (const field of Object.keys(schemaTables.objects[root] ?? {})) {
      if (merged[root]?.[field]) continue;
      (merged[root] ??= {})[field] = async (source, args, context, info) => {
        const resolve = (await preloadResolvers())[root]?.[field];
        if (!resolve) throw new Error(`no resolver for ${root}.${field}`);
        return resolve(source, args, context, info);
      };
    }
  }
  return merged;
}

let executor: ReturnType<typeof createExecutor> | undefined;

/**
 * The gateway whose requests run in the page, calling REST through `rest`: the executor of gateway/execute.ts
 * over the schema and document tables codegen writes (made once per page, since they never change). Documents
 * are not parsed or validated here: codegen and tests/gateway/operations.test.ts validate every one against the
 * schema, so the page carries no GraphQL library at all.
 */
export function createLocalClient({ rest }: { rest: RestClient }): Gateway {
  executor ??= createExecutor(schemaTables, documentTables, gatewayResolvers());
  const { execute } = executor;
  return {
    async request(operation, variables, signal) {
      signal?.throwIfAborted();
      const context: GatewayContext = { rest, signal };
      try {
        const data = await execute(operation, variables as Record<string, unknown>, context);
        // An aborted request rejects, as a fetch would, rather than answering stale data.
        signal?.throwIfAborted();
        return data as OperationResult<typeof operation>;
      } catch (error) {
        signal?.throwIfAborted();
        throw error;
      }
    },
  };
}
