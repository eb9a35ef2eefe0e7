/**
 * A codegen plugin: the gateway schema as small JSON tables (enums, input types, object types with their
 * fields' type references and arguments) that src/gateway/execute.ts runs in the page (without
 * graphql-js; tests/gateway/reference.ts builds them into a GraphQLSchema for the reference execution). Far smaller than an introspection result, and built without graphql's SDL validation or
 * buildClientSchema. A schema feature the tables cannot carry fails codegen rather than vanishing.
 */
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isSpecifiedScalarType, isUnionType } from 'graphql';

/** @param {string} what */
const unsupported = (what) => {
  throw new Error(`schema-tables: ${what} is not supported by the page's schema build (src/gateway/execute.ts)`);
};

/** @param {Record<string, { type: unknown; defaultValue?: unknown; astNode?: { directives?: readonly unknown[] } | null }>} fields */
function typeRefs(fields, owner) {
  return Object.fromEntries(
    Object.values(fields).map((field) => {
      if (field.defaultValue !== undefined) unsupported(`the default value of ${owner}.${field.name}`);
      if (field.astNode?.directives?.length) unsupported(`a directive on ${owner}.${field.name}`);
      return [field.name, String(field.type)];
    }),
  );
}

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
export const plugin = (schema) => {
  if (schema.getSubscriptionType()) unsupported('a subscription type');
  if (schema.getQueryType()?.name !== 'Query' || (schema.getMutationType() && schema.getMutationType()?.name !== 'Mutation')) {
    unsupported('a root type not named Query or Mutation');
  }
  if (schema.getDirectives().some((directive) => !['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name))) {
    unsupported('a custom directive');
  }
  const tables = { enums: {}, inputs: {}, objects: {} };
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const type of types) {
    if (isScalarType(type)) {
      if (!isSpecifiedScalarType(type)) unsupported(`the custom scalar ${type.name}`);
    } else if (isEnumType(type)) {
      tables.enums[type.name] = type.getValues().map((value) => value.name);
    } else if (isInputObjectType(type)) {
      if (type.isOneOf) unsupported(`the @oneOf input ${type.name}`);
      tables.inputs[type.name] = typeRefs(type.getFields(), type.name);
    } else if (isObjectType(type)) {
      if (type.getInterfaces().length) unsupported(`the interfaces of ${type.name}`);
      tables.objects[type.name] = Object.fromEntries(
        Object.values(type.getFields()).map((field) => {
          if (field.deprecationReason) unsupported(`the deprecation of ${type.name}.${field.name}`);
          const output = String(field.type);
          return [field.name, field.args.length ? { type: output, args: typeRefs(field.args, `${type.name}.${field.name}`) } : output];
        }),
      );
    } else if (isInterfaceType(type) || isUnionType(type)) {
      unsupported(`the abstract type ${type.name}`);
    }
  }
  return `${JSON.stringify(tables)}\n`;
};
