/**
 * The English catalog in two parts, `first` (the first screens' words, in the main bundle) and `rest`; written by
 * `npm run i18n:compile`. See docs/decisions/0024-first-load-carries-the-first-screen-only.md
 */
import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';

/** The modules whose static imports make the first screens: the entry, then each first screen's on-demand chunk (/home's strip among them). */
export const FIRST_SCREENS = [
  'src/main.tsx',
  'src/views/auth/LoginPage.tsx',
  'src/views/layout/AppRoutes.tsx',
  'src/views/stories/StoryStrip.tsx',
];
/** The contract's messages a first screen can show: no first screen imports this table, but they are first words. */
export const CONTRACT_COMMON = 'src/validation/commonMessageCatalog.ts';
export const PARTS = ['first', 'rest'];

// `import x from './y'` and `export { x } from './y'`, not `import type` (erased) nor `import('./y')` (on demand).
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function resolveModule(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Every module of ours the entries import statically (repository-relative paths). */
export function staticClosure(rootDir, entries) {
  const seen = new Set();
  const pending = entries.map((entry) => path.join(rootDir, entry));
  while (pending.length) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveModule(file, specifier);
      if (target) pending.push(target);
    }
  }
  return new Set([...seen].map((file) => path.relative(rootDir, file).split(path.sep).join('/')));
}

/** The message ids of each part, read from the English catalog's origins. */
export async function partIds(config) {
  const rootDir = config.rootDir ?? process.cwd();
  const [catalog] = await getCatalogs(config);
  const source = await catalog.read(config.sourceLocale ?? 'en');
  const first = staticClosure(rootDir, FIRST_SCREENS);
  const parts = { first: new Set(), rest: new Set() };
  for (const [id, entry] of Object.entries(source)) {
    const files = (entry.origin ?? []).map(([file]) => file);
    parts[files.some((file) => first.has(file) || file === CONTRACT_COMMON) ? 'first' : 'rest'].add(id);
  }
  return parts;
}

/** The compiled module of one part of a locale's catalog (TypeScript for the build, plain ES for tests). */
export async function compilePart(config, locale, part, namespace) {
  const [catalog] = await getCatalogs(config);
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales || {},
    sourceLocale: config.sourceLocale ?? 'en',
  });
  const ids = (await partIds(config))[part];
  const picked = Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id)));
  const { source, errors } = createCompiledCatalog(locale, picked, { strict: false, namespace });
  if (errors.length) throw new Error(`locales/${locale} (${part}) does not compile: ${errors.map((error) => error.id).join(', ')}`);
  return source;
}
