import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from '../../src/views/ui/RelativeTime';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime (spec §9: sec, min, h, d, m, y)', () => {
  it('reads each unit in English', () => {
    expect(relativeTime(ago(0), 'en', now)).toBe('now');
    expect(relativeTime(ago(42), 'en', now)).toBe('42 sec. ago');
    expect(relativeTime(ago(5 * 60), 'en', now)).toBe('5 min. ago');
    expect(relativeTime(ago(3 * 3600), 'en', now)).toBe('3 hr. ago');
    expect(relativeTime(ago(24 * 3600), 'en', now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), 'en', now)).toBe('3 days ago');
    expect(relativeTime(ago(65 * 24 * 3600), 'en', now)).toBe('2 mo. ago');
    expect(relativeTime(ago(800 * 24 * 3600), 'en', now)).toBe('2 yr. ago');
  });

  it('reads in Spanish, and a future or unreadable date as now', () => {
    expect(relativeTime(ago(5 * 60), 'es', now)).toBe('hace 5 min');
    expect(relativeTime(ago(-30), 'en', now)).toBe('now');
    expect(relativeTime('not a date', 'en', now)).toBe('now');
  });

  it('tells the exact moment as Date.toLocaleString does, in each language', () => {
    for (const locale of ['en', 'es']) {
      for (const iso of [ago(42), ago(800 * 24 * 3600), 'not a date'])
        expect(exactTime(iso, locale)).toBe(new Date(iso).toLocaleString(locale));
    }
    expect(exactTime('2026-03-04T15:06:07Z', 'es')).toMatch(/^4\/3\/2026, \d{1,2}:06:07$/);
  });
});
