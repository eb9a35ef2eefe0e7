import {
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
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLFieldResolver,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLType,
} from 'graphql';
import type { GatewayContext } from './context';

/** A type as SDL writes it: `ID!`, `[Post!]!`. */
type TypeRef = string;

/** schema.graphql as codegen/schema-tables.mjs writes it (src/gateway/generated/schema.json). */
export interface SchemaTables {
  enums: Record<string, string[]>;
  inputs: Record<string, Record<string, TypeRef>>;
  /** Each field's output type, or its output type and its arguments. */
  objects: Record<string, Record<string, TypeRef | { type: TypeRef; args: Record<string, TypeRef> }>>;
}

export type FieldResolvers = Record<string, Record<string, GraphQLFieldResolver<unknown, GatewayContext>>>;

const mapEntries = <T, U>(record: Record<string, T>, to: (value: T, key: string) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, to(value, key)]));

/**
 * The executable schema from the tables, each field with its resolver: graphql's type constructors only,
 * so the page carries neither an introspection result nor graphql's SDL validation (tests hold the build
 * to schema.graphql). Refuses a resolver for a type or field the schema lacks.
 */
export function buildSchema(tables: SchemaTables, resolvers: FieldResolvers): GraphQLSchema {
  const named = new Map<string, GraphQLNamedType>([GraphQLID, GraphQLString, GraphQLInt, GraphQLFloat, GraphQLBoolean].map((type) => [type.name, type]));
  const typeOf = (ref: TypeRef): GraphQLType => {
    if (ref.endsWith('!')) return new GraphQLNonNull(typeOf(ref.slice(0, -1)));
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
    const fieldResolvers = resolvers[name] ?? {};
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
