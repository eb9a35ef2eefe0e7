/** Spec §9: times read relatively, in seconds, minutes, hours, days, months or years. */
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '5 minutes ago' / 'hace 5 minutos' in the active locale; a future or unreadable date reads as now. */
export function relativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const then = Date.parse(iso);
  let amount = Number.isNaN(then) ? 0 : Math.max(0, Math.round((now - then) / 1000));
  for (const [unit, size] of STEPS) {
    if (amount < size) return format.format(-amount, unit);
    amount = Math.floor(amount / size);
  }
  return format.format(-amount, 'year');
}
