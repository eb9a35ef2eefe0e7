import { useLingui } from '@lingui/react/macro';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Spec §9: times read relative (sec, min, h, d, m, y), in the reader's language. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
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
