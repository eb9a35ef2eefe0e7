// A graphql-codegen plugin: the schema as the page builds it, its SDL without descriptions or ignored characters.
import { parse, print, printSchema, stripIgnoredCharacters, visit } from 'graphql';

/**
 * The SDL without descriptions (the page serves no introspection) and with no ignored characters.
 * @param {import('graphql').GraphQLSchema} schema
 */
function pageSdl(schema) {
  const withoutDescriptions = visit(parse(printSchema(schema), { noLocation: true }), {
    enter(node) {
      if (node.description) return { ...node, description: undefined };
      return undefined;
    },
  });
  return stripIgnoredCharacters(print(withoutDescriptions));
}

/** @param {import('graphql').GraphQLSchema} schema */
export function plugin(schema) {
  return [
    '/* eslint-disable */',
    '/** The schema the page executes against (schema.ts without its descriptions), as codegen printed it. */',
    `export const pageTypeDefs = ${JSON.stringify(pageSdl(schema))};`,
    '',
  ].join('\n');
}
