/**
 * A codegen plugin: the schema and document tables (codegen/schema-tables.mjs, compact-documents.mjs) cut down
 * to what the operations of the first screens read, so the gateway chunk /home waits for carries only those
 * (src/gateway/localClient.ts); every other operation loads the whole tables first. Kept are the named
 * operations, the fragments they spread, each object type's fields they select (with the types of their
 * arguments), and the enums and input types their fields and variables name.
 *
 * Config: { operations: ['HomeFeed', ...] }; an operation the documents lack fails codegen.
 */
import { plugin as compactDocuments } from './compact-documents.mjs';
import { plugin as schemaTables } from './schema-tables.mjs';

const named = (type) => type.replace(/[[\]!]/g, '');

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction<{ operations: string[] }>} */
export const plugin = (schema, documents, config) => {
  const full = { schema: JSON.parse(schemaTables(schema, documents, {})), documents: JSON.parse(compactDocuments(schema, documents, {})) };
  const cut = { schema: { enums: {}, inputs: {}, objects: {} }, documents: { fragments: {}, operations: {} } };

  /** An enum or input type a variable, an argument or an input field names (scalars need no entry). */
  function keepType(type) {
    const name = named(type);
    if (full.schema.enums[name]) cut.schema.enums[name] = full.schema.enums[name];
    const fields = full.schema.inputs[name];
    if (fields && !cut.schema.inputs[name]) {
      cut.schema.inputs[name] = fields;
      for (const field of Object.values(fields)) keepType(field);
    }
  }

  /** The selections on one object type, as src/gateway/execute.ts plans them. */
  function select(typeName, selections) {
    const object = (cut.schema.objects[typeName] ??= {});
    for (const selection of selections) {
      if (typeof selection === 'string' && selection.startsWith('...')) {
        const name = selection.slice(3);
        const fragment = full.documents.fragments[name];
        if (!cut.documents.fragments[name]) {
          cut.documents.fragments[name] = fragment;
          select(fragment[0], fragment[1]);
        }
        continue;
      }
      const [spec, , sub] = typeof selection === 'string' ? [selection, 0, 0] : selection;
      const name = spec.slice(spec.indexOf(':') + 1);
      if (name === '__typename') continue;
      const field = full.schema.objects[typeName][name];
      object[name] = field;
      if (typeof field !== 'string') for (const argument of Object.values(field.args)) keepType(argument);
      const output = named(typeof field === 'string' ? field : field.type);
      if (full.schema.objects[output]) select(output, sub || []);
      else keepType(output);
    }
  }

  for (const name of [...config.operations].sort()) {
    const operation = full.documents.operations[name];
    if (!operation) throw new Error(`first-tables: no operation ${name} in operations/*.graphql`);
    cut.documents.operations[name] = operation;
    for (const [, type] of operation[1]) keepType(type);
    select(operation[0] === 'mutation' ? 'Mutation' : 'Query', operation[2]);
  }
  return `${JSON.stringify(cut)}\n`;
};
