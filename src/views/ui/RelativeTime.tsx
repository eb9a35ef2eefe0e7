import { useLingui } from '@lingui/react/macro';

/** Spec §9: times read relatively, in seconds, minutes, hours, days, months or years. */
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '5 min. ago' / 'hace 5 min' in the given locale; a future or unreadable date reads as now. */
export function relativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  const then = Date.parse(iso);
  let amount = Number.isNaN(then) ? 0 : Math.max(0, Math.round((now - then) / 1000));
  for (const [unit, size] of STEPS) {
    if (amount < size) return format.format(-amount, unit);
    amount = Math.floor(amount / size);
  }
  return format.format(-amount, 'year');
}

/** A <time> that reads relative and tells the exact moment on hover. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString(i18n.locale)}>
      {relativeTime(iso, i18n.locale)}
    </time>
  );
}
