/** `npm run i18n:compile`, after `lingui compile`: writes locales/en/first.ts and rest.ts (codegen/catalog-parts.mjs). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { compilePart, PARTS } from './catalog-parts.mjs';

const config = getConfig({ cwd: process.cwd() });
const locale = config.sourceLocale ?? 'en';
for (const part of PARTS) {
  writeFileSync(path.join(config.rootDir ?? process.cwd(), 'locales', locale, `${part}.ts`), await compilePart(config, locale, part, 'ts'));
}
