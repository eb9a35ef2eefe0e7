import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  buildASTSchema,
  defaultFieldResolver,
  execute,
  parse,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import type { Gateway, OperationName, OperationResult } from './operation';
import type { GatewayContext } from './context';
import { describeFailure, GatewayRequestError, type GatewayFormattedError } from './errors';
import * as documents from './generated/graphql';
import { loadOnce } from './loadOnce';
import { resolvers } from './resolvers';
import type { RestClient } from './rest';
import { typeDefs } from './schema';

/** graphql-request needs an absolute URL; no request leaves the page for it. */
export const GATEWAY_ENDPOINT = 'http://gateway.local/graphql';

type FieldResolver = GraphQLFieldResolver<unknown, GatewayContext>;
type ResolverMap = Record<string, Record<string, FieldResolver>>;

/** Areas' resolvers by type and field. */
function merge(areas: readonly object[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const area of areas) {
    for (const [typeName, fields] of Object.entries(area)) Object.assign((merged[typeName] ??= {}), fields);
  }
  return merged;
}

const eagerResolvers = merge(resolvers);
let onDemandResolvers: ResolverMap | undefined;

/** The areas no first screen asks for, loaded once (with the first of their fields, or on the person's first interaction). */
export const preloadResolvers = loadOnce(async () => (onDemandResolvers = merge((await import('./resolvers/onDemand')).onDemandResolvers)));

const isRoot = (info: Parameters<FieldResolver>[3]) =>
  info.parentType === info.schema.getQueryType() || info.parentType === info.schema.getMutationType();

/** Each field's resolver from its area; a root field of an area not loaded yet waits for the on-demand areas. */
export const resolveField: FieldResolver = (source, args, context, info) => {
  const { name } = info.parentType;
  const resolve = eagerResolvers[name]?.[info.fieldName] ?? onDemandResolvers?.[name]?.[info.fieldName];
  if (resolve) return resolve(source, args, context, info);
  if (!isRoot(info)) return defaultFieldResolver(source, args, context, info);
  return preloadResolvers().then((loaded) => {
    const late = loaded[name]?.[info.fieldName];
    if (!late) throw new Error(`no resolver for ${name}.${info.fieldName}`);
    return late(source, args, context, info);
  });
};

let schema: GraphQLSchema | undefined;

/** The schema, built once per page on the first request; tests/gateway/schema.test.ts validates it, so the page does not. */
export const gatewaySchema = () =>
  (schema ??= buildASTSchema(parse(typeDefs, { noLocation: true }), { assumeValid: true, assumeValidSDL: true }));

/** A field's failure as the services read it (gateway/errors.ts); a request graphql refused keeps graphql's words. */
function formatError(error: GraphQLError): GatewayFormattedError {
  if (!error.path) return { message: error.message };
  const { message, extensions } = describeFailure(error.originalError ?? error);
  return { message, path: error.path, extensions: { ...extensions } };
}

interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A fetch that answers graphql-request from the schema in the page: its resolvers call REST through `rest`, with the request's abort signal. */
export function localFetch(rest: RestClient): typeof fetch {
  return async (_input, init) => {
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const { query, variables, operationName } = JSON.parse(String(init?.body)) as GraphQLRequestBody;
    const context: GatewayContext = { rest, signal };
    let result;
    try {
      const document = parse(query, { noLocation: true });
      result = await execute({
        schema: gatewaySchema(),
        document,
        variableValues: variables,
        operationName,
        contextValue: context,
        fieldResolver: resolveField,
      });
    } catch (error) {
      result = { errors: [error as GraphQLError] };
    }
    // An aborted request rejects, as a fetch would, rather than answering stale data.
    signal?.throwIfAborted();
    return Response.json({ ...result, errors: result.errors?.map(formatError) });
  };
}

/** The typed document codegen generated for an operation, as graphql-request takes it. */
const documentOf = <Name extends OperationName>(operation: Name) =>
  documents[`${operation}Document`] as unknown as TypedDocumentNode<OperationResult<Name>, Record<string, unknown>>;

/**
 * The gateway whose requests run in the page: graphql-request's client over localFetch. It resolves with the
 * operation's data, rejects with a GatewayRequestError when execution reported errors, and with the abort.
 */
export function createLocalClient({ rest }: { rest: RestClient }): Gateway {
  const client = new GraphQLClient(GATEWAY_ENDPOINT, { fetch: localFetch(rest) });
  return {
    async request(operation, variables, signal) {
      try {
        return await client.request({ document: documentOf(operation), variables: variables as Record<string, unknown>, signal });
      } catch (error) {
        signal?.throwIfAborted();
        if (error instanceof ClientError && error.response.errors) throw new GatewayRequestError(error.response.errors);
        throw error;
      }
    },
  };
}
