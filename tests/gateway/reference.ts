import {
  execute,
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLFieldResolver,
  type GraphQLFormattedError,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLNullableType,
  type GraphQLOutputType,
  type GraphQLType,
  type NameNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type TypeNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { OperationName } from '../../src/gateway/client';
import type { GatewayContext } from '../../src/gateway/context';
import { describeFailure } from '../../src/gateway/errors';
import type { DocumentTables, FieldResolvers, SchemaTables, TypeRef } from '../../src/gateway/execute';
import { documentTables } from '../../src/gateway/tables';

/*
 * graphql-js's execution of the gateway, the reference the page's executor (src/gateway/execute.ts) is held to:
 * the tables built into a GraphQLSchema with graphql's type constructors, the compact documents expanded into
 * the DocumentNodes graphql's `execute` takes, and its result's errors formatted as the gateway formerly
 * formatted them. Tests only: the page carries no graphql.
 */

const mapEntries = <T, U>(record: Record<string, T>, to: (value: T, key: string) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, to(value, key)]));

/**
 * The executable schema from the tables, each field with its resolver: graphql's type constructors only,
 * so the page carries neither an introspection result nor graphql's SDL validation (tests hold the build
 * to schema.graphql). Refuses a resolver for a type or field the schema lacks.
 */
export function buildSchema(tables: SchemaTables, resolvers: FieldResolvers): GraphQLSchema {
  const named = new Map<string, GraphQLNamedType>(
    [GraphQLID, GraphQLString, GraphQLInt, GraphQLFloat, GraphQLBoolean].map((type) => [type.name, type]),
  );
  const typeOf = (ref: TypeRef): GraphQLType => {
    if (ref.endsWith('!')) return new GraphQLNonNull(typeOf(ref.slice(0, -1)) as GraphQLNullableType);
    if (ref.startsWith('[')) return new GraphQLList(typeOf(ref.slice(1, -1)));
    const type = named.get(ref);
    if (!type) throw new Error(`the gateway schema names ${ref}, which it does not define`);
    return type;
  };
  const inputFields = (fields: Record<string, TypeRef>): GraphQLInputFieldConfigMap & GraphQLFieldConfigArgumentMap =>
    mapEntries(fields, (ref) => ({ type: typeOf(ref) as GraphQLInputType }));

  for (const [name, values] of Object.entries(tables.enums)) {
    named.set(name, new GraphQLEnumType({ name, values: Object.fromEntries(values.map((value) => [value, {}])) }));
  }
  for (const [name, fields] of Object.entries(tables.inputs)) {
    named.set(name, new GraphQLInputObjectType({ name, fields: () => inputFields(fields) }));
  }
  for (const [name, fields] of Object.entries(tables.objects)) {
    // graphql 17's info carries the variables as `variableValues.coerced`: each resolver is told them as the page's executor tells them.
    const fieldResolvers: Record<string, GraphQLFieldResolver<unknown, GatewayContext>> = mapEntries(
      resolvers[name] ?? {},
      (resolve): GraphQLFieldResolver<unknown, GatewayContext> =>
        (source, args, context, info) =>
          resolve(source, args, context, { fieldName: info.fieldName, path: info.path, variableValues: info.variableValues.coerced }),
    );
    for (const field of Object.keys(fieldResolvers)) {
      if (!(field in fields)) throw new Error(`resolver for ${name}.${field}, which the schema lacks`);
    }
    named.set(
      name,
      new GraphQLObjectType<unknown, GatewayContext>({
        name,
        fields: (): GraphQLFieldConfigMap<unknown, GatewayContext> =>
          mapEntries(fields, (field, fieldName) => {
            if (typeof field === 'string') return { type: typeOf(field) as GraphQLOutputType, resolve: fieldResolvers[fieldName] };
            return { type: typeOf(field.type) as GraphQLOutputType, args: inputFields(field.args), resolve: fieldResolvers[fieldName] };
          }),
      }),
    );
  }
  for (const name of Object.keys(resolvers)) {
    if (!(name in tables.objects)) throw new Error(`resolvers for ${name}, which is not an object type`);
  }
  const root = (name: string) => named.get(name) as GraphQLObjectType | undefined;
  return new GraphQLSchema({ query: root('Query'), mutation: root('Mutation'), types: [...named.values()] });
}

type Selection = string | [field: string, args: Record<string, string> | 0, selections: Selection[] | 0];
type Fragment = [typeCondition: string, selections: Selection[]];
type Operation = [operation: string, variables: [name: string, type: string][], selections: Selection[]];

const name = (value: string): NameNode => ({ kind: Kind.NAME, value });
const variable = (value: string) => ({ kind: Kind.VARIABLE, name: name(value) }) as const;

/** `[Int!]!` and the like, read back into their type nodes. */
function typeNode(source: string): TypeNode {
  if (source.endsWith('!'))
    return { kind: Kind.NON_NULL_TYPE, type: typeNode(source.slice(0, -1)) as Exclude<TypeNode, { kind: Kind.NON_NULL_TYPE }> };
  if (source.startsWith('[')) return { kind: Kind.LIST_TYPE, type: typeNode(source.slice(1, -1)) };
  return { kind: Kind.NAMED_TYPE, name: name(source) };
}

function selectionSet(selections: Selection[], spreads: Set<string>) {
  return { kind: Kind.SELECTION_SET, selections: selections.map((selection) => selectionNode(selection, spreads)) } as const;
}

function selectionNode(selection: Selection, spreads: Set<string>): SelectionNode {
  if (typeof selection === 'string' && selection.startsWith('...')) {
    const fragment = selection.slice(3);
    spreads.add(fragment);
    return { kind: Kind.FRAGMENT_SPREAD, name: name(fragment) };
  }
  const [spec, args, sub]: Exclude<Selection, string> = typeof selection === 'string' ? [selection, 0, 0] : selection;
  const [alias, field] = spec.includes(':') ? spec.split(':') : [undefined, spec];
  const node: { -readonly [K in keyof FieldNode]: FieldNode[K] } = { kind: Kind.FIELD, name: name(field) };
  if (alias) node.alias = name(alias);
  if (args)
    node.arguments = Object.entries(args).map(([argument, value]) => ({
      kind: Kind.ARGUMENT,
      name: name(argument),
      value: variable(value),
    }));
  if (sub) node.selectionSet = selectionSet(sub, spreads);
  return node;
}

const expanded = new WeakMap<DocumentTables, Map<string, DocumentNode>>();

/** The document of one operation: its definition and every fragment it reaches, built once. */
export function documentOf(operationName: OperationName, tables: DocumentTables = documentTables): DocumentNode {
  const cache = expanded.get(tables) ?? new Map<string, DocumentNode>();
  expanded.set(tables, cache);
  const known = cache.get(operationName);
  if (known) return known;
  const fragments = tables.fragments as unknown as Record<string, Fragment>;
  const entry = (tables.operations as unknown as Record<string, Operation>)[operationName];
  if (!entry) throw new Error(`no document for the operation ${operationName}`);
  const [operation, variables, selections] = entry;
  const spreads = new Set<string>();
  const definition: { -readonly [K in keyof OperationDefinitionNode]: OperationDefinitionNode[K] } = {
    kind: Kind.OPERATION_DEFINITION,
    operation: operation as OperationDefinitionNode['operation'],
    name: name(operationName),
    selectionSet: selectionSet(selections, spreads),
  };
  if (variables.length) {
    definition.variableDefinitions = variables.map(([variableName, type]): VariableDefinitionNode => ({
      kind: Kind.VARIABLE_DEFINITION,
      variable: variable(variableName),
      type: typeNode(type),
    }));
  }
  const definitions: DefinitionNode[] = [definition];
  // Spreads found while expanding a fragment join the set as it is walked, so nested fragments come in too.
  for (const fragmentName of spreads) {
    const fragment = fragments[fragmentName];
    if (!fragment) throw new Error(`no fragment ${fragmentName}`);
    definitions.push({
      kind: Kind.FRAGMENT_DEFINITION,
      name: name(fragmentName),
      typeCondition: { kind: Kind.NAMED_TYPE, name: name(fragment[0]) },
      selectionSet: selectionSet(fragment[1], spreads),
    } satisfies FragmentDefinitionNode);
  }
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions };
  cache.set(operationName, document);
  return document;
}

/** Resolver failures keep the REST status and message in `extensions`; GraphQL's own errors pass as they are. */
function withExtensions(error: GraphQLError): GraphQLFormattedError {
  if (!error.originalError) return error.toJSON();
  const { message, extensions } = describeFailure(error.originalError);
  return { ...error.toJSON(), message, extensions: { ...extensions } };
}

/** One operation run by graphql-js's `execute`: its data and its errors as the gateway reports them. */
export async function referenceExecute(
  schema: GraphQLSchema,
  operation: string,
  variables: Readonly<Record<string, unknown>>,
  context: GatewayContext,
  tables: DocumentTables = documentTables,
) {
  const result = await execute({
    schema,
    document: documentOf(operation as OperationName, tables),
    variableValues: variables,
    contextValue: context,
  });
  return { data: result.data, errors: result.errors?.map(withExtensions) };
}
