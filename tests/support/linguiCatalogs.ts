import path from 'node:path';
import { getCatalogForFile, getCatalogs, createCompiledCatalog } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vitest/config';
import { compilePart } from '../../codegen/catalog-parts.mjs';

const VIRTUAL_PREFIX = '\0lingui-catalog:';

/**
 * Compiles the catalogs from the `.po` files in memory, so `npm ci && npm test` needs nothing generated beforehand;
 * the English parts as `npm run i18n:compile` writes them.
 */
export function linguiCatalogs(): Plugin {
  const config = getConfig({ cwd: process.cwd() });
  const rootDir = config.rootDir ?? process.cwd();
  const catalogsDir = path.join(rootDir, 'locales');
  const catalogFile = new RegExp(
    `^${escapeRegExp(catalogsDir + path.sep)}([\\w-]+)${escapeRegExp(path.sep)}(messages|first|rest)(\\.ts)?$`,
  );

  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !/(messages|first|rest)(\.ts)?$/.test(source)) return null;
      const [, locale, part] = catalogFile.exec(path.resolve(path.dirname(importer), source)) ?? [];
      if (!locale || !config.locales.includes(locale)) return null;
      return part === 'messages' ? VIRTUAL_PREFIX + locale : `${VIRTUAL_PREFIX}${locale}/${part}`;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const [locale = '', part] = id.slice(VIRTUAL_PREFIX.length).split('/') as [string, 'first' | 'rest' | undefined];
      const poFile = path.join(catalogsDir, locale, 'messages.po');
      this.addWatchFile(poFile);
      if (part) return compilePart(config, locale, part, 'es');
      const found = getCatalogForFile(path.relative(rootDir, poFile), await getCatalogs(config));
      if (!found) throw new Error(`lingui.config.ts names no catalog at ${poFile}`);
      const { catalog } = found;
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale: config.sourceLocale ?? 'en',
      });
      const { source, errors } = createCompiledCatalog(locale, messages, { strict: false, namespace: 'es' });
      if (errors.length) throw new Error(`locales/${locale}/messages.po does not compile: ${errors.map((e) => e.id).join(', ')}`);
      return source;
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
