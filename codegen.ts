import type { CodegenConfig } from '@graphql-codegen/cli';

// Enums as string unions keep runtime code out of the bundle and compare with plain strings.
const shared = { enumType: 'string-literal', enumsAsTypes: true, useTypeImports: true } as const;

const config: CodegenConfig = {
  schema: 'src/gateway/schema.ts',
  // Each area's operations, beside its resolvers (docs/decisions/0031): its template literal marked /* GraphQL */.
  documents: 'src/gateway/resolvers/*.ts',
  ignoreNoDocuments: false,
  generates: {
    // Typed documents the gateway hands to graphql-request, and their types for the services. As strings: an AST of
    // every operation was a 300 KB literal V8 compiled whole on the first request; a string is parsed when first used.
    'src/gateway/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        ...shared,
        documentMode: 'string',
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // The schema the page executes against, as code constructing it: no SDL parse or validation in the page.
    'src/gateway/generated/pageSchema.ts': {
      plugins: ['./codegen/page-schema.mjs'],
    },
    // contract/endpoints.ts without its schemas: the page calls the API with it and holds no typebox.
    'src/gateway/generated/endpoints.ts': {
      plugins: ['./codegen/page-endpoints.mjs'],
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
