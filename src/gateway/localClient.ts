import { execute, type DocumentNode, type GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Gateway, OperationResult } from './client';
import type { GatewayContext } from './context';
import { documentOf } from './documents';
import { describeFailure, GatewayRequestError } from './errors';
import { loadOnce } from './loadOnce';
import { resolvers } from './resolvers';
import tables from './generated/schema.json';
import type { RestClient } from './rest';
import { buildSchema, type FieldResolvers, type SchemaTables } from './schema';

let gatewaySchema: GraphQLSchema | undefined;

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
function fieldResolvers(): FieldResolvers {
  const merged = merge(resolvers);
  for (const root of ['Query', 'Mutation']) {
    for (const field of Object.keys(tables.objects[root as keyof typeof tables.objects] ?? {})) {
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

/**
 * The executable schema, built once per page since it never changes: the tables codegen writes from
 * schema.graphql (src/gateway/generated/schema.json) with each resolver set on its field.
 */
export function getGatewaySchema(): GraphQLSchema {
  return (gatewaySchema ??= buildSchema(tables satisfies SchemaTables, fieldResolvers()));
}

/** Resolver failures keep the REST status and message in `extensions`; GraphQL's own errors pass as they are. */
function withExtensions(error: GraphQLError): GraphQLFormattedError {
  if (!error.originalError) return error.toJSON();
  const { message, extensions } = describeFailure(error.originalError);
  return { ...error.toJSON(), message, extensions: { ...extensions } };
}

/**
 * The gateway whose requests run against the local schema in the page, calling REST through `rest`. Each
 * operation's document comes from codegen already parsed, and is not validated here: codegen and
 * tests/gateway/operations.test.ts validate every one against the schema, so the page carries neither
 * graphql's parser nor its validation rules.
 */
export function createLocalClient({ rest }: { rest: RestClient }): Gateway {
  const schema = getGatewaySchema();
  return {
    async request(operation, variables, signal) {
      signal?.throwIfAborted();
      const document: DocumentNode = documentOf(operation);
      const result = await execute({ schema, document, variableValues: variables, contextValue: { rest, signal } satisfies GatewayContext });
      // An aborted request rejects, as a fetch would, rather than answering stale data.
      signal?.throwIfAborted();
      if (result.errors?.length) throw new GatewayRequestError(result.errors.map(withExtensions));
      return result.data as OperationResult<typeof operation>;
    },
  };
}
