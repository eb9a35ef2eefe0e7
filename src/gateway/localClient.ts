import type { Gateway, OperationResult } from './operation';
import type { GatewayContext } from './context';
import { createExecutor, type DocumentTables, type FieldResolvers, type SchemaTables } from './execute';
import { loadOnce } from './loadOnce';
import { resolvers } from './resolvers';
import first from './generated/first.json';
import type { RestClient } from './rest';

/**
 * The tables cut to the operations the first screens ask for (codegen/first-tables.mjs): what the gateway chunk
 * carries. The whole tables (./tables) load with the first other operation.
 */
export const firstTables = first as unknown as { schema: SchemaTables; documents: DocumentTables };

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

/**
 * Every area's resolvers for the fields of `schema`: each root field no eager area resolves waits for the on-demand
 * areas. For the cut tables (`cut`), the eager resolvers of the fields they lack are left out; for the whole
 * schema none is, so a resolver of a field the schema lacks still fails the executor.
 */
export function gatewayResolvers(schema: SchemaTables, { cut = false }: { cut?: boolean } = {}): FieldResolvers {
  const merged = merge(resolvers);
  if (cut) {
    for (const [typeName, fields] of Object.entries(merged)) {
      const known = schema.objects[typeName] ?? {};
      merged[typeName] = Object.fromEntries(Object.entries(fields).filter(([field]) => field in known));
    }
  }
  for (const root of ['Query', 'Mutation']) {
    for (const field of Object.keys(schema.objects[root] ?? {})) {
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

type Executor = ReturnType<typeof createExecutor>;
let firstExecutor: Executor | undefined;

/** The executor over the whole tables, made once they have loaded (with the first operation beyond the first screens'). */
export const loadFullExecutor = loadOnce(async (): Promise<Executor> => {
  const { schemaTables, documentTables } = await import('./tables');
  return createExecutor(schemaTables, documentTables, gatewayResolvers(schemaTables));
});

/** What a person's first interaction starts loading: the resolvers and the tables of every other screen. */
export const preloadRest = () => Promise.all([preloadResolvers(), loadFullExecutor()]);

/**
 * The gateway whose requests run in the page, calling REST through `rest`: the executor of gateway/execute.ts
 * over the tables codegen writes, first the first screens' and then the whole (each made once per page). Documents
 * are not parsed or validated here: codegen and tests/gateway/operations.test.ts validate every one against the
 * schema, so the page carries no GraphQL library at all.
 */
export function createLocalClient({ rest }: { rest: RestClient }): Gateway {
  const firstOperations = firstTables.documents.operations;
  firstExecutor ??= createExecutor(firstTables.schema, firstTables.documents, gatewayResolvers(firstTables.schema, { cut: true }));
  const { execute: executeFirst } = firstExecutor;
  const execute: Executor['execute'] = async (operation, ...args) =>
    (Object.hasOwn(firstOperations, operation) ? executeFirst : (await loadFullExecutor()).execute)(operation, ...args);
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
