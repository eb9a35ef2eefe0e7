import { execute, GraphQLError, parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { GraphQLClient } from 'graphql-request';
import type { GatewayContext } from './context';
import { describeFailure } from './errors';
import { resolvers } from './resolvers';
import tables from './generated/schema.json';
import type { RestClient } from './rest';
import { buildSchema, type FieldResolvers, type SchemaTables } from './schema';

/** graphql-request needs an absolute URL; nothing listens here, the custom fetch answers it. */
export const GATEWAY_ENDPOINT = 'http://gateway.local/graphql';

let gatewaySchema: GraphQLSchema | undefined;

/** Every area's resolvers by type and field. */
function fieldResolvers(): FieldResolvers {
  const merged: FieldResolvers = {};
  for (const area of resolvers) {
    for (const [typeName, fields] of Object.entries(area)) Object.assign((merged[typeName] ??= {}), fields);
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

interface GraphQLRequestBody {
  query?: unknown;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Resolver failures keep the REST status and message in `extensions`; GraphQL's own errors pass as they are. */
function withExtensions(error: GraphQLError): GraphQLError {
  if (!error.originalError) return error;
  const { message, extensions } = describeFailure(error.originalError);
  return new GraphQLError(message, { nodes: error.nodes, path: error.path, extensions: { ...extensions } });
}

/** The app sends the same few generated documents again and again: each is parsed once per page. */
const parsedDocuments = new Map<string, DocumentNode>();

function parseOnce(query: string): DocumentNode {
  let document = parsedDocuments.get(query);
  if (!document) {
    document = parse(query);
    parsedDocuments.set(query, document);
  }
  return document;
}

/**
 * Runs one request against the local schema. The documents are not validated here: every generated
 * operation is validated against the schema by codegen and by tests/gateway/operations.test.ts, so the
 * page does not carry graphql's validation rules.
 */
async function run(schema: GraphQLSchema, body: GraphQLRequestBody, contextValue: GatewayContext): Promise<ExecutionResult> {
  if (typeof body.query !== 'string') {
    return { errors: [new GraphQLError('A GraphQL request needs a query', { extensions: { code: 'BAD_REQUEST' } })] };
  }
  let document;
  try {
    document = parseOnce(body.query);
  } catch (error) {
    return { errors: [error as GraphQLError] };
  }
  const result = await execute({ schema, document, variableValues: body.variables, operationName: body.operationName, contextValue });
  return result.errors ? { ...result, errors: result.errors.map(withExtensions) } : result;
}

/** A GraphQL client whose requests run against the local schema in the page, calling REST through `rest`. */
export function createLocalClient({ rest }: { rest: RestClient }): GraphQLClient {
  const schema = getGatewaySchema();
  const localFetch: typeof fetch = async (_url, init) => {
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const body = JSON.parse(String(init?.body ?? '{}')) as GraphQLRequestBody;
    const result = await run(schema, body, { rest, signal });
    // An aborted request rejects like a real fetch would, rather than answering stale data.
    signal?.throwIfAborted();
    return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return new GraphQLClient(GATEWAY_ENDPOINT, { fetch: localFetch });
}
