import type { GraphQLError } from 'graphql/error/GraphQLError';
import { execute } from 'graphql/execution/execute';
import type { DocumentNode } from 'graphql/language/ast';
import { parse } from 'graphql/language/parser';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLNullableType,
  type GraphQLOutputType,
  type GraphQLType,
} from 'graphql/type/definition';
import { specifiedScalarTypes } from 'graphql/type/scalars';
import { GraphQLSchema } from 'graphql/type/schema';
import { ClientError, GraphQLClient } from 'graphql-request';
import type { Gateway, OperationName, OperationResult, OperationVariables } from './operation';
import type { GatewayContext } from './context';
import { describeFailure, GatewayRequestError, type GatewayFormattedError } from './errors';
import * as documents from './generated/graphql';
import { pageSchemaTable, type PageSchemaTable } from './generated/pageSchema';
import type { Resolvers } from './generated/resolvers';
import { loadOnce } from './loadOnce';
import { resolvers } from './resolvers';
import type { RestClient } from './rest';

/** graphql-request needs an absolute URL; no request leaves the page for it. */
export const GATEWAY_ENDPOINT = 'http://gateway.local/graphql';

type FieldResolver = GraphQLFieldResolver<unknown, GatewayContext>;

/** Sets each area's resolvers on their fields of the schema. */
function attach(schema: GraphQLSchema, areas: readonly Resolvers[]) {
  for (const area of areas) {
    for (const [typeName, resolvers] of Object.entries(area)) {
      const fields = (schema.getType(typeName) as GraphQLObjectType).getFields();
      for (const [fieldName, resolve] of Object.entries(resolvers as Record<string, FieldResolver>)) fields[fieldName]!.resolve = resolve;
    }
  }
}

let schema: GraphQLSchema | undefined;
let onDemandAreas: readonly Resolvers[] = [];

/** The areas no first screen asks for, loaded once (with the first of their fields, or on the person's first interaction). */
export const preloadResolvers = loadOnce(async () => {
  onDemandAreas = (await import('./resolvers/onDemand')).onDemandResolvers;
  // A schema built already takes them now; one built later takes them as it is built.
  if (schema) attach(schema, onDemandAreas);
});

/** A root field of an area not loaded yet: it waits for the on-demand areas, whose resolver then takes its place. */
function resolveOnDemand(field: GraphQLField<unknown, GatewayContext>): FieldResolver {
  const waiting: FieldResolver = async (source, args, context, info) => {
    await preloadResolvers();
    if (field.resolve === waiting) throw new Error(`no resolver for ${info.parentType.name}.${info.fieldName}`);
    return field.resolve!(source, args, context, info);
  };
  return waiting;
}

/** The schema with the resolvers loaded so far on their fields; the other root fields wait for the on-demand areas. */
function withResolvers(built: GraphQLSchema): GraphQLSchema {
  attach(built, [...resolvers, ...onDemandAreas]);
  for (const root of [built.getQueryType(), built.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) field.resolve ??= resolveOnDemand(field);
  }
  return built;
}

const mapValues = <From, To>(record: Record<string, From>, map: (value: From) => To) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** graphql-js's types from codegen's table, as buildASTSchema would make them from the SDL, without parsing or validating it. */
export function buildPageSchema(table: PageSchemaTable): GraphQLSchema {
  const types = new Map<string, GraphQLNamedType>(specifiedScalarTypes.map((type) => [type.name, type]));
  const ref = (written: string): GraphQLType => {
    if (written.endsWith('!')) return new GraphQLNonNull(ref(written.slice(0, -1)) as GraphQLNullableType);
    if (written.startsWith('[')) return new GraphQLList(ref(written.slice(1, -1)));
    const type = types.get(written);
    if (!type) throw new Error(`page schema: unknown type ${written}`);
    return type;
  };
  const inputs = (fields: Record<string, string>) => mapValues(fields, (type) => ({ type: ref(type) as GraphQLInputType }));
  for (const [name, values] of Object.entries(table.enums))
    types.set(name, new GraphQLEnumType({ name, values: Object.fromEntries(values.map((value) => [value, {}])) }));
  for (const [name, fields] of Object.entries(table.inputs))
    types.set(name, new GraphQLInputObjectType({ name, fields: () => inputs(fields) }));
  for (const [name, fields] of Object.entries(table.objects)) {
    const config = (field: string | [string, Record<string, string>]) =>
      typeof field === 'string'
        ? { type: ref(field) as GraphQLOutputType }
        : { type: ref(field[0]) as GraphQLOutputType, args: inputs(field[1]) };
    types.set(name, new GraphQLObjectType({ name, fields: () => mapValues(fields, config) }));
  }
  const root = (name: string) => types.get(name) as GraphQLObjectType | undefined;
  return new GraphQLSchema({ query: root('Query'), mutation: root('Mutation'), types: [...types.values()], assumeValid: true });
}

/**
 * The schema, built once per page on the first request from codegen's table (generated/pageSchema.ts), with its
 * resolvers on its fields; tests/gateway/schema.test.ts validates it and holds it to schema.ts, so the page does not.
 */
export const gatewaySchema = () => (schema ??= withResolvers(buildPageSchema(pageSchemaTable)));

/** The operations' documents, parsed once each, by the query text: codegen writes them as strings (documentMode 'string'). */
const documentsByQuery = new Map<string, DocumentNode>();

function parsedOnce(query: string): DocumentNode {
  let document = documentsByQuery.get(query);
  if (!document) documentsByQuery.set(query, (document = parse(query, { noLocation: true })));
  return document;
}

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
      const document = parsedOnce(query);
      result = await execute({
        schema: gatewaySchema(),
        document,
        variableValues: variables,
        operationName,
        contextValue: context,
      });
    } catch (error) {
      result = { errors: [error as GraphQLError] };
    }
    // An aborted request rejects, as a fetch would, rather than answering stale data.
    signal?.throwIfAborted();
    return Response.json({ ...result, errors: result.errors?.map(formatError) });
  };
}

/** The typed document codegen generated for an operation: its text, which graphql-request sends as it is. */
const documentOf = <Name extends OperationName>(operation: Name) => documents[`${operation}Document`].toString();

/**
 * The gateway whose requests run in the page: graphql-request's client over localFetch. It resolves with the
 * operation's data, rejects with a GatewayRequestError when execution reported errors, and with the abort.
 */
export function createLocalClient({ rest }: { rest: RestClient }): Gateway {
  // Operation names stay in the text: graphql-request would parse every request's text to read it.
  const client = new GraphQLClient(GATEWAY_ENDPOINT, { fetch: localFetch(rest), excludeOperationName: true });
  return {
    async request<Name extends OperationName>(operation: Name, variables: OperationVariables<Name>, signal?: AbortSignal) {
      try {
        return await client.request<OperationResult<Name>, Record<string, unknown>>({
          document: documentOf(operation),
          variables: variables as Record<string, unknown>,
          signal,
        });
      } catch (error) {
        signal?.throwIfAborted();
        if (error instanceof ClientError && error.response.errors) throw new GatewayRequestError(error.response.errors);
        throw error;
      }
    },
  };
}
