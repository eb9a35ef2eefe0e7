import type { Country, State } from '../../../contract/profile.ts';

/** Countries and their first-level subdivisions, from the ISO 3166 dataset, sorted by name. */
export interface Places {
  countries: Country[];
  /** Country id → its states; a country without subdivisions has none. */
  states: Map<number, State[]>;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/**
 * Reads the `iso-3166` package: country ids are ISO 3166-1 numeric codes, state ids ISO 3166-2 codes.
 * Only subdivisions whose parent is the country itself are states (not the counties within them).
 */
export async function loadPlaces(): Promise<Places> {
  const { iso31661, iso31662 } = await import('iso-3166');
  const idOfAlpha2 = new Map(iso31661.map((country) => [country.alpha2, Number(country.numeric)]));
  const states = new Map<number, State[]>(iso31661.map((country) => [Number(country.numeric), []]));
  for (const subdivision of iso31662) {
    const countryId = idOfAlpha2.get(subdivision.parent);
    if (countryId !== undefined) states.get(countryId)?.push({ id: subdivision.code, name: subdivision.name, country_id: countryId });
  }
  for (const list of states.values()) list.sort(byName);
  return {
    countries: iso31661.map((country) => ({ id: Number(country.numeric), code: country.alpha2, name: country.name })).sort(byName),
    states,
  };
}
