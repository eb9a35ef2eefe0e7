import { describe, expect, it } from 'vitest';
import { countriesIn } from '../../src/views/settings/countryNames';

const countries = [
  { id: '276', code: 'DE', name: 'Germany' },
  { id: '724', code: 'ES', name: 'Spain' },
  { id: '840', code: 'US', name: 'United States of America' },
  { id: '32', code: 'AR', name: 'Argentina' },
  // A code the runtime cannot name keeps the server's English name.
  { id: '999', code: 'AA', name: 'Atlantis' },
];

describe('countries in the reader’s language', () => {
  it('names them in Spanish and sorts them by that name', () => {
    expect(countriesIn('es', countries).map((country) => country.name)).toEqual([
      'Alemania',
      'Argentina',
      'Atlantis',
      'España',
      'Estados Unidos',
    ]);
  });

  it('keeps ids and codes with their country', () => {
    expect(countriesIn('es', countries).find((country) => country.id === '724')).toEqual({ id: '724', code: 'ES', name: 'España' });
  });

  it('names them in English for en', () => {
    expect(countriesIn('en', countries).map((country) => country.name)).toEqual([
      'Argentina',
      'Atlantis',
      'Germany',
      'Spain',
      'United States',
    ]);
  });

  it('sorts accented names where the language puts them', () => {
    const named = countriesIn('es', [
      { id: '834', code: 'TZ', name: 'Tanzania' },
      { id: '764', code: 'TH', name: 'Thailand' },
      { id: '788', code: 'TN', name: 'Tunisia' },
      { id: '792', code: 'TR', name: 'Türkiye' },
    ]);
    expect(named.map((country) => country.name)).toEqual(['Tailandia', 'Tanzania', 'Túnez', 'Turquía']);
  });
});
