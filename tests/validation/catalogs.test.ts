import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** msgid → msgstr of a Lingui .po catalog (single-line entries, as `lingui extract` writes them). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(`locales/${locale}/messages.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[1]!) as string;
    if (id) entries.set(id, JSON.parse(match[2]!) as string);
  }
  return entries;
}

describe('locale catalogs', () => {
  it('es translates every message of en', () => {
    const en = readCatalog('en');
    const es = readCatalog('es');
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    const untranslated = [...es].filter(([, translation]) => !translation.trim()).map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of the source in the translation', () => {
    for (const [id, translation] of readCatalog('es')) {
      const placeholders = (s: string) => (s.match(/\{\w+\}|<\d+>|<\/\d+>/g) ?? []).sort();
      expect(placeholders(translation), id).toEqual(placeholders(id));
    }
  });
});
