// A graphql-codegen plugin: the schema the page executes against, as code that constructs it (no SDL to parse or validate in the page).
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
} from 'graphql';

/** @param {import('graphql').GraphQLType} type */
function typeRef(type) {
  if (isNonNullType(type)) return `req(${typeRef(type.ofType)})`;
  if (isListType(type)) return `list(${typeRef(type.ofType)})`;
  return isSpecifiedScalarType(type) ? `GraphQL${type.name}` : type.name;
}

/** A field's or argument's deprecation, the one directive the page keeps (descriptions go: the page serves no introspection). */
const deprecation = (element) =>
  element.deprecationReason == null ? '' : `, deprecationReason: ${JSON.stringify(element.deprecationReason)}`;

/** @param {import('graphql').GraphQLInputField | import('graphql').GraphQLArgument} input */
function inputConfig(input) {
  // Default values would need their literal carried over; the schema has none, and a silent drop would change behaviour.
  if (input.default !== undefined || input.defaultValue !== undefined)
    throw new Error(`page-schema: default value on ${input.name} is not supported`);
  return `${input.name}: { type: ${typeRef(input.type)}${deprecation(input)} }`;
}

/** @param {import('graphql').GraphQLField<unknown, unknown>} field */
function fieldConfig(field) {
  const args = field.args.length ? `, args: { ${field.args.map(inputConfig).join(', ')} }` : '';
  return `${field.name}: { type: ${typeRef(field.type)}${args}${deprecation(field)} }`;
}

/** @param {import('graphql').GraphQLNamedType} type */
function typeDefinition(type) {
  const name = JSON.stringify(type.name);
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => `${value.name}: {${deprecation(value).slice(1)} }`);
    return `const ${type.name} = new GraphQLEnumType({ name: ${name}, values: { ${values.join(', ')} } });`;
  }
  if (isObjectType(type)) {
    if (type.getInterfaces().length) throw new Error(`page-schema: interfaces (${type.name}) are not supported`);
    const fields = Object.values(type.getFields()).map(fieldConfig);
    return `const ${type.name}: GraphQLObjectType = new GraphQLObjectType({ name: ${name}, fields: () => ({ ${fields.join(', ')} }) });`;
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).map(inputConfig);
    const oneOf = type.isOneOf ? ', isOneOf: true' : '';
    return `const ${type.name}: GraphQLInputObjectType = new GraphQLInputObjectType({ name: ${name}${oneOf}, fields: () => ({ ${fields.join(', ')} }) });`;
  }
  throw new Error(`page-schema: ${type.name} (${type.constructor.name}) is not supported`);
}

/** @param {import('graphql').GraphQLSchema} schema */
export function plugin(schema) {
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type));
  const directives = schema.getDirectives().filter((directive) => !isSpecifiedDirective(directive));
  if (directives.length) throw new Error(`page-schema: directives (${directives.map((d) => d.name).join(', ')}) are not supported`);
  if (schema.getSubscriptionType()) throw new Error('page-schema: subscriptions are not supported');
  const definitions = types.map(typeDefinition);
  const scalars = ['Boolean', 'Float', 'ID', 'Int', 'String']
    .map((name) => `GraphQL${name}`)
    .filter((name) => definitions.some((code) => code.includes(`(${name})`) || code.includes(`type: ${name} `)));
  const roots = [
    `query: ${schema.getQueryType().name}`,
    ...(schema.getMutationType() ? [`mutation: ${schema.getMutationType().name}`] : []),
  ];
  return [
    '/* eslint-disable */',
    "import { GraphQLEnumType, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, GraphQLObjectType, type GraphQLNullableType, type GraphQLType } from 'graphql/type/definition';",
    `import { ${scalars.join(', ')} } from 'graphql/type/scalars';`,
    "import { GraphQLSchema } from 'graphql/type/schema';",
    '',
    'const req = <Type extends GraphQLNullableType>(type: Type) => new GraphQLNonNull(type);',
    'const list = <Type extends GraphQLType>(type: Type) => new GraphQLList(type);',
    '',
    '/** The schema the page executes against (schema.ts without its descriptions), constructed as codegen read it: nothing to parse or validate. */',
    'export function createPageSchema(): GraphQLSchema {',
    ...definitions.map((code) => `  ${code}`),
    `  return new GraphQLSchema({ ${roots.join(', ')}, types: [${types.map((type) => type.name).join(', ')}], assumeValid: true });`,
    '}',
    '',
  ].join('\n');
}
