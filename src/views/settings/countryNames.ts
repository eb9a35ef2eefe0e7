import type { Country } from '../../app/settings';

/** Names a region code in `locale`; undefined when the runtime does not know it (or the code is not one). */
function regionNamer(locale: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    return (code) => {
      try {
        return names.of(code);
      } catch {
        return undefined;
      }
    };
  } catch {
    return () => undefined;
  }
}

/**
 * The countries named in the reader's language (from their ISO alpha-2 code, the server's English name
 * when the runtime cannot name one) and sorted by that name as the language sorts.
 */
export function countriesIn(locale: string, countries: readonly Country[]): Country[] {
  const nameOf = regionNamer(locale);
  return countries
    .map((country) => ({ ...country, name: nameOf(country.code) ?? country.name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
