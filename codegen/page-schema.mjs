// A graphql-codegen plugin: the schema the page executes against as a table of its types (JSON), which the page turns
// into graphql-js types directly (gateway/localClient.ts): no SDL to parse or validate in the page, and one builder
// function to compile rather than one per type.
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
} from 'graphql';

/** A type reference as the SDL writes it (`[Post!]!`). */
function typeRef(type) {
  if (isNonNullType(type)) return `${typeRef(type.ofType)}!`;
  if (isListType(type)) return `[${typeRef(type.ofType)}]`;
  return type.name;
}

/** Only what the table carries may be in the schema: anything else (a default, a deprecation, an interface) would be silently lost. */
function refuse(what) {
  throw new Error(`page-schema: ${what} is not supported (codegen/page-schema.mjs)`);
}

function input(element, owner) {
  if (element.default !== undefined || element.defaultValue !== undefined) refuse(`the default value of ${owner}.${element.name}`);
  if (element.deprecationReason != null) refuse(`the deprecation of ${owner}.${element.name}`);
  return typeRef(element.type);
}

/** @param {import('graphql').GraphQLSchema} schema */
export function pageSchemaTable(schema) {
  const table = { enums: {}, inputs: {}, objects: {} };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (value.deprecationReason != null) refuse(`the deprecation of ${type.name}.${value.name}`);
      table.enums[type.name] = type.getValues().map((value) => value.name);
    } else if (isInputObjectType(type)) {
      if (type.isOneOf) refuse(`@oneOf on ${type.name}`);
      table.inputs[type.name] = Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, input(field, type.name)]));
    } else if (isObjectType(type)) {
      if (type.getInterfaces().length) refuse(`the interfaces of ${type.name}`);
      table.objects[type.name] = Object.fromEntries(
        Object.values(type.getFields()).map((field) => {
          if (field.deprecationReason != null) refuse(`the deprecation of ${type.name}.${field.name}`);
          const args = Object.fromEntries(field.args.map((arg) => [arg.name, input(arg, `${type.name}.${field.name}`)]));
          return [field.name, field.args.length ? [typeRef(field.type), args] : typeRef(field.type)];
        }),
      );
    } else refuse(`${type.name} (${type.constructor.name})`);
  }
  if (schema.getDirectives().some((directive) => !isSpecifiedDirective(directive))) refuse('a directive of its own');
  if (schema.getSubscriptionType()) refuse('a subscription type');
  if (schema.getQueryType()?.name !== 'Query' || (schema.getMutationType() && schema.getMutationType().name !== 'Mutation'))
    refuse('a root type not named Query or Mutation');
  return table;
}

/** @param {import('graphql').GraphQLSchema} schema */
export function plugin(schema) {
  return [
    '/* eslint-disable */',
    '/** Types by name: an enum lists its values; a field or input field is its type as the SDL writes it (`[Post!]!`), a field with arguments [type, arguments]. */',
    'export interface PageSchemaTable {',
    '  enums: Record<string, string[]>;',
    '  inputs: Record<string, Record<string, string>>;',
    '  objects: Record<string, Record<string, string | [string, Record<string, string>]>>;',
    '}',
    '',
    '/** The schema the page executes against (schema.ts without its descriptions), as codegen read it; JSON.parse reads a table faster than an object literal. */',
    // Names and SDL type references hold no quote or backslash: the JSON goes in a single-quoted string as it is.
    `export const pageSchemaTable: PageSchemaTable = JSON.parse('${JSON.stringify(pageSchemaTable(schema)).replace(/[\\']/g, (c) => `\\${c}`)}');`,
    '',
  ].join('\n');
}
