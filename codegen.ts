import type { CodegenConfig } from '@graphql-codegen/cli';

// Enums as string unions keep runtime code out of the bundle and compare with plain strings.
const shared = { enumType: 'string-literal', enumsAsTypes: true, useTypeImports: true } as const;

/**
 * What /home asks the gateway for before its first post shows (read off the page's requests; the unread counts wait
 * for the settled first screen). Only speed depends on this list: an operation left out loads the whole tables first.
 */
export const FIRST_OPERATIONS = ['Viewer', 'MyWallet', 'TrendingPeople', 'TrendingFeed', 'HomeFeed'];

const config: CodegenConfig = {
  schema: 'src/gateway/schema.graphql',
  documents: 'src/gateway/operations/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'src/gateway/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        ...shared,
        // Types for the services; the documents here are the reference documents.json is tested against (the page runs those).
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // The schema the page executes against, as small tables src/gateway/execute.ts runs directly: no SDL parsing,
    // validation or introspection result in the browser.
    'src/gateway/generated/schema.json': {
      plugins: ['./codegen/schema-tables.mjs'],
    },
    // The documents the page executes, each fragment once in a compact table src/gateway/execute.ts plans from.
    'src/gateway/generated/documents.json': {
      plugins: ['./codegen/compact-documents.mjs'],
    },
    // The same tables cut to what the first screens' operations read (/home's, before its first post shows):
    // the gateway chunk carries these; the whole tables load with the first other operation.
    'src/gateway/generated/first.json': {
      plugins: [{ './codegen/first-tables.mjs': { operations: FIRST_OPERATIONS } }],
    },
    'src/gateway/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        ...shared,
        contextType: '../context#GatewayContext',
        // Nullable fields stay required keys, so a resolver that forgets one fails the typecheck.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        useIndexSignature: true,
      },
    },
  },
};

export default config;
