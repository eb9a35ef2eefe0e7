import type { CodegenConfig } from '@graphql-codegen/cli';

// Enums as string unions keep runtime code out of the bundle and compare with plain strings.
const shared = { enumType: 'string-literal', enumsAsTypes: true, useTypeImports: true } as const;

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
        // Documents are generated as ASTs (no `loc`): only the gateway chunk imports them, so the page never parses a query.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // The schema the page executes against, as small tables src/gateway/schema.ts builds: no SDL parsing,
    // validation or introspection result in the browser.
    'src/gateway/generated/schema.json': {
      plugins: ['./codegen/schema-tables.mjs'],
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
