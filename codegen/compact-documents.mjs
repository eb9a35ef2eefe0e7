/**
 * A codegen plugin: every operation of operations/*.graphql in a compact table that src/gateway/execute.ts
 * executes directly (tests/gateway/reference.ts expands it into the document graphql's `execute` takes). Fragments are written once (the client preset inlines
 * every fragment into every document that spreads it, and spells each node out in full), so the page receives
 * a fraction of the bytes. The forms the table cannot carry (directives, inline fragments, literal arguments,
 * variable defaults) fail codegen rather than vanishing.
 *
 * The table:
 *   fragments:  { Name: [typeCondition, selections] }
 *   operations: { Name: ['query' | 'mutation', [[variable, 'Type!'], ...], selections] }
 *   selection:  'field' | 'alias:field' | '...Fragment' | [field or 'alias:field', { argument: 'variable' } | 0, selections | 0]
 */
import { Kind, print } from 'graphql';

/** @param {string} what */
const unsupported = (what) => {
  throw new Error(`compact-documents: ${what} is not supported by the page's document table (src/gateway/execute.ts)`);
};

/** @param {import('graphql').SelectionSetNode | undefined} set */
function selections(set) {
  if (!set) return 0;
  return set.selections.map((selection) => {
    if (selection.directives?.length) unsupported(`a directive (${print(selection)})`);
    if (selection.kind === Kind.FRAGMENT_SPREAD) return `...${selection.name.value}`;
    if (selection.kind === Kind.INLINE_FRAGMENT) unsupported(`an inline fragment (${print(selection)})`);
    const field = selection.alias ? `${selection.alias.value}:${selection.name.value}` : selection.name.value;
    const args = selection.arguments?.length
      ? Object.fromEntries(
          selection.arguments.map((argument) => {
            if (argument.value.kind !== Kind.VARIABLE) unsupported(`a literal argument (${print(argument)})`);
            return [argument.name.value, argument.value.name.value];
          }),
        )
      : 0;
    const sub = selections(selection.selectionSet);
    return args === 0 && sub === 0 ? field : [field, args, sub];
  });
}

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
export const plugin = (_schema, documents) => {
  const fragments = {};
  const operations = {};
  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments[definition.name.value] = [definition.typeCondition.name.value, selections(definition.selectionSet)];
      } else if (definition.kind === Kind.OPERATION_DEFINITION) {
        if (!definition.name) unsupported('an anonymous operation');
        if (definition.directives?.length) unsupported(`a directive on ${definition.name.value}`);
        const variables = (definition.variableDefinitions ?? []).map((variable) => {
          if (variable.defaultValue || variable.directives?.length)
            unsupported(`the default or directive of $${variable.variable.name.value}`);
          return [variable.variable.name.value, print(variable.type)];
        });
        operations[definition.name.value] = [definition.operation, variables, selections(definition.selectionSet)];
      }
    }
  }
  const sorted = (table) => Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify({ fragments: sorted(fragments), operations: sorted(operations) })}\n`;
};
