import {
  Kind,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type NameNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type TypeNode,
  type VariableDefinitionNode,
} from 'graphql';
import table from './generated/documents.json';
import type { OperationName } from './client';

/*
 * The operations' documents as graphql's `execute` takes them, expanded from the compact table codegen
 * writes (codegen/compact-documents.mjs): each fragment once, each node spelled in a few characters.
 * tests/gateway/operations.test.ts holds every expansion equal to the document the client preset generates.
 */

type Selection = string | [field: string, args: Record<string, string> | 0, selections: Selection[] | 0];
type Fragment = [typeCondition: string, selections: Selection[]];
type Operation = [operation: string, variables: [name: string, type: string][], selections: Selection[]];

const fragments = table.fragments as unknown as Record<string, Fragment>;
const operations = table.operations as unknown as Record<string, Operation>;

const name = (value: string): NameNode => ({ kind: Kind.NAME, value });
const variable = (value: string) => ({ kind: Kind.VARIABLE, name: name(value) }) as const;

/** `[Int!]!` and the like, read back into their type nodes. */
function typeNode(source: string): TypeNode {
  if (source.endsWith('!')) return { kind: Kind.NON_NULL_TYPE, type: typeNode(source.slice(0, -1)) as Exclude<TypeNode, { kind: Kind.NON_NULL_TYPE }> };
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
  if (args) node.arguments = Object.entries(args).map(([argument, value]) => ({ kind: Kind.ARGUMENT, name: name(argument), value: variable(value) }));
  if (sub) node.selectionSet = selectionSet(sub, spreads);
  return node;
}

const expanded = new Map<string, DocumentNode>();

/** The document of one operation: its definition and every fragment it reaches, built once. */
export function documentOf(operationName: OperationName): DocumentNode {
  const known = expanded.get(operationName);
  if (known) return known;
  const entry = operations[operationName];
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
    definition.variableDefinitions = variables.map(
      ([variableName, type]): VariableDefinitionNode => ({ kind: Kind.VARIABLE_DEFINITION, variable: variable(variableName), type: typeNode(type) }),
    );
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
  expanded.set(operationName, document);
  return document;
}
