// A graphql-codegen plugin (the schema unused): contract/endpoints.ts as the page calls it, without the schemas.
import { Endpoints } from '../contract/endpoints.ts';

const quoted = (text) => `'${text.replace(/['\\]/g, '\\$&')}'`;

/** What `rest.call` reads of an entry: the schemas type the call (contract/endpoints.ts) and stay on the server. */
const pageEntry = ({ method, path, caller, query, form }) =>
  [
    `method: ${quoted(method)}`,
    `path: ${quoted(path)}`,
    `caller: ${quoted(caller)}`,
    ...(query ? ['query: true'] : []),
    ...(form ? ['form: true'] : []),
  ].join(', ');

export function plugin() {
  return [
    '/* eslint-disable */',
    "import type { PageEndpoints } from '../../../contract/endpoints';",
    '',
    '/**',
    " * Each call's method, path and caller, and whether it sends a query or a form: contract/endpoints.ts without its",
    ' * schemas, which keep typebox out of the page and type `rest.call` through the contract.',
    ' */',
    'export const Endpoints = {',
    ...Object.entries(Endpoints).map(([name, entry]) => `  ${name}: { ${pageEntry(entry)} },`),
    '} as const satisfies PageEndpoints;',
    '',
  ].join('\n');
}
