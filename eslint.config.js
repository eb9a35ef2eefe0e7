import js from '@eslint/js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;

/**
 * The layers of DESIGN.md ("Layers"): what each folder may import besides itself. `src/main.tsx` (the
 * composition entry), tests and tooling sit outside every layer and may import anything.
 */
const layers = {
  'src/views': ['src/app', 'src/validation', 'contract', 'src/assets'],
  'src/app': ['src/machines', 'src/services', 'src/validation', 'contract'],
  'src/machines': ['src/validation', 'contract'],
  'src/services': ['src/gateway', 'contract', 'locales'],
  'src/gateway': ['contract'],
  'src/validation': ['contract'],
  server: ['contract'],
  contract: [],
};

const layerOf = (file) => {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return Object.keys(layers).find((layer) => relative === layer || relative.startsWith(`${layer}/`));
};

/** The repository path an import names, when it is one of ours (relative; Parcel's `url:` prefix dropped). */
const targetOf = (file, specifier) => {
  const bare = specifier.replace(/^url:/, '');
  if (!bare.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), bare);
  const relative = path.relative(root, target).split(path.sep).join('/');
  return relative.startsWith('..') ? null : relative;
};

/** The visitor that hands `check` every import's and re-export's source: static, dynamic and type-only. */
const eachImport = (check) => ({
  ImportDeclaration: (node) => check(node, node.source),
  ExportNamedDeclaration: (node) => check(node, node.source),
  ExportAllDeclaration: (node) => check(node, node.source),
  ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
  TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
});

/** What Node.js runs without a loader (`node server/start.ts`): its relative imports must name their files. */
const strippedByNode = ['server/', 'contract/'];

/** An area's file (src/app/<area>.ts): of src/app, views import these only; root/ is the app's own plumbing. */
const areaFile = /^src\/app\/(?!root$)[^/]+$/;

/**
 * The names an area file gives its views: its hooks (`use*`), its preloads (`preload*`) and what it re-exports from
 * the machines, validation or services (pure helpers); its wiring (the area's function, its services, its helpers) is
 * not theirs. Types may be imported whatever their name.
 */
const viewExports = (() => {
  const known = new Map();
  return (target) => {
    if (known.has(target)) return known.get(target);
    const names = new Set();
    let text = '';
    try {
      text = readFileSync(path.join(root, `${target}.ts`), 'utf8');
    } catch {
      // Not a file (a folder, a typo): nothing in it is for views.
    }
    for (const [, name] of text.matchAll(/^export (?:const|function) ((?:use|preload)[A-Z]\w*)/gm)) names.add(name);
    for (const [, list] of text.matchAll(/^export \{([^}]*)\} from '[^']+';/gm)) {
      for (const entry of list.split(',').map((part) => part.trim())) {
        if (entry && !entry.startsWith('type ')) names.add(entry.split(/\s+as\s+/).pop());
      }
    }
    known.set(target, names);
    return names;
  };
})();

/**
 * The contract files that hold schemas when they run: typebox imported for its values, by the file or by a file it
 * imports. The page imports them for types only, so its bundle holds no typebox (docs/decisions/0032-calls-beside-their-schemas.md).
 */
const schemaFiles = (() => {
  const folder = path.join(root, 'contract');
  const valueImports = new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => {
        const text = readFileSync(path.join(folder, name), 'utf8');
        const sources = [...text.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)';/gm)].map((match) => match[1]);
        return [
          `contract/${name.replace(/\.ts$/, '')}`,
          sources.map((source) => (source === 'typebox' ? source : `contract/${path.basename(source, '.ts')}`)),
        ];
      }),
  );
  const holds = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, sources] of valueImports) {
      if (holds.has(file) || !sources.some((source) => source === 'typebox' || holds.has(source))) continue;
      holds.add(file);
      grew = true;
    }
  }
  return holds;
})();

const layering = {
  rules: {
    'area-hooks': {
      meta: {
        type: 'problem',
        docs: { description: "Views reach src/app only through an area file's hooks, preloads, re-exported helpers and types." },
        messages: {
          notArea: "{{target}} is not an area's file: views import only src/app/<area>.ts.",
          notForViews:
            "'{{name}}' of {{target}} is not for views: they take an area's hooks (use*), preloads (preload*), the helpers it re-exports and types.",
          whole: '{{target}} is imported whole: views name the hooks, preloads, helpers and types they take of an area.',
        },
        schema: [],
      },
      create(context) {
        if (layerOf(context.filename) !== 'src/views') return {};
        /** The area file an import names, or null when it is not src/app's; reports an import of src/app that is not an area's file. */
        const areaOf = (node, source) => {
          if (!source || typeof source.value !== 'string') return null;
          const target = targetOf(context.filename, source.value);
          if (target === null || !target.startsWith('src/app/')) return null;
          const file = target.replace(/\.tsx?$/, '');
          if (areaFile.test(file)) return file;
          context.report({ node, messageId: 'notArea', data: { target } });
          return null;
        };
        const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';
        const checkNames = (node, target, specifiers, nameOf) => {
          for (const specifier of specifiers) {
            if (typeOnly(specifier)) continue;
            const name = nameOf(specifier);
            if (name === null) {
              context.report({ node: specifier, messageId: 'whole', data: { target } });
            } else if (!viewExports(target).has(name)) {
              context.report({ node: specifier, messageId: 'notForViews', data: { name, target } });
            }
          }
        };
        const nameOf = (node) => (node.type === 'Identifier' ? node.name : node.value);
        return {
          ImportDeclaration(node) {
            const target = areaOf(node, node.source);
            if (target === null || typeOnly(node)) return;
            if (node.specifiers.length === 0) return void context.report({ node, messageId: 'whole', data: { target } });
            checkNames(node, target, node.specifiers, (specifier) =>
              specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : null,
            );
          },
          ExportNamedDeclaration(node) {
            const target = areaOf(node, node.source);
            if (target === null || typeOnly(node)) return;
            checkNames(node, target, node.specifiers, (specifier) => nameOf(specifier.local));
          },
          ExportAllDeclaration(node) {
            const target = areaOf(node, node.source);
            if (target !== null && !typeOnly(node)) context.report({ node, messageId: 'whole', data: { target } });
          },
          ImportExpression(node) {
            const target = areaOf(node, node.source.type === 'Literal' ? node.source : null);
            if (target !== null) context.report({ node, messageId: 'whole', data: { target } });
          },
          // `import('../app/x').Type`: a type, allowed of an area's file.
          TSImportType: (node) => void areaOf(node, node.argument?.literal ?? node.argument),
        };
      },
    },
    'named-files': {
      meta: {
        type: 'problem',
        docs: { description: 'Relative imports of server/ and contract/ name their file, as Node.js type stripping needs.' },
        messages: {
          unnamed:
            "'{{specifier}}' names no file: Node.js runs server/ and contract/ without a loader, so write its extension ('{{specifier}}.ts').",
        },
        schema: [],
      },
      create(context) {
        const relative = path.relative(root, context.filename).split(path.sep).join('/');
        if (!strippedByNode.some((folder) => relative.startsWith(folder))) return {};
        const check = (node, source) => {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          if (/\.(ts|tsx|mts|js|mjs|cjs|json)$/.test(source.value)) return;
          context.report({ node, messageId: 'unnamed', data: { specifier: source.value } });
        };
        return eachImport(check);
      },
    },
    'page-without-schemas': {
      meta: {
        type: 'problem',
        docs: { description: 'The page imports typebox and the contract files holding schemas for their types only.' },
        messages: {
          schemas:
            "{{target}} holds typebox schemas: the page imports it with `import type` only (the calls' table is src/gateway/generated/endpoints.ts).",
        },
        schema: [],
      },
      create(context) {
        if (!(layerOf(context.filename) ?? '').startsWith('src/')) return {};
        const typeOnly = (node) =>
          node.importKind === 'type' ||
          node.exportKind === 'type' ||
          (node.type === 'ImportDeclaration' &&
            node.specifiers.length > 0 &&
            node.specifiers.every((specifier) => specifier.importKind === 'type'));
        const check = (node, source) => {
          if (!source || typeof source.value !== 'string' || node.type === 'TSImportType' || typeOnly(node)) return;
          const target = source.value === 'typebox' ? 'typebox' : targetOf(context.filename, source.value)?.replace(/\.ts$/, '');
          if (target !== 'typebox' && !schemaFiles.has(target)) return;
          context.report({ node, messageId: 'schemas', data: { target } });
        };
        return eachImport(check);
      },
    },
    'allowed-imports': {
      meta: {
        type: 'problem',
        docs: { description: 'Each layer imports only the layers DESIGN.md allows it (types included).' },
        messages: { forbidden: '{{from}} may not import {{target}}: {{from}} imports only {{allowed}} (DESIGN.md, Layers).' },
        schema: [],
      },
      create(context) {
        const file = context.filename;
        const from = layerOf(file);
        if (!from) return {};
        const check = (node, source) => {
          if (!source || typeof source.value !== 'string') return;
          const target = targetOf(file, source.value);
          if (target === null) return;
          const allowed = [from, ...layers[from]];
          if (allowed.some((layer) => target === layer || target.startsWith(`${layer}/`))) return;
          context.report({ node, messageId: 'forbidden', data: { from, target, allowed: layers[from].join(', ') || 'nothing of ours' } });
        };
        return eachImport(check);
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.parcel-cache', 'src/gateway/generated', 'locales/**/*.ts', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, layering },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'layering/allowed-imports': 'error',
      'layering/named-files': 'error',
      'layering/area-hooks': 'error',
      'layering/page-without-schemas': 'error',
    },
  },
);
