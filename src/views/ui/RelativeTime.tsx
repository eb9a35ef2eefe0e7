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

// One formatter per locale: building one costs far more than using it, and a feed draws dozens of times at once.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const exactFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string) {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' })));
  return format;
}

/** The moment as Date's toLocaleString writes it (its default fields), from a formatter kept per locale. */
export function exactTime(iso: string, locale: string): string {
  let format = exactFormats.get(locale);
  if (!format) {
    const numeric = 'numeric';
    format = new Intl.DateTimeFormat(locale, {
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
      second: numeric,
    });
    exactFormats.set(locale, format);
  }
  const date = new Date(iso);
  // An unreadable date reads as toLocaleString reads it; format() would throw.
  return Number.isNaN(date.getTime()) ? date.toLocaleString(locale) : format.format(date);
}

/** '5 min. ago' / 'hace 5 min' in the given locale; a future or unreadable date reads as now. */
export function relativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const format = relativeFormat(locale);
  const then = Date.parse(iso);
  let amount = Number.isNaN(then) ? 0 : Math.max(0, Math.round((now - then) / 1000));
  for (const [unit, size] of STEPS) {
    if (amount < size) return format.format(-amount, unit);
    amount = Math.floor(amount / size);
  }
  return format.format(-amount, 'year');
}

/**
 * A <time> that reads relative and tells the exact moment on hover. The title is written when the pointer arrives:
 * the first Intl.DateTimeFormat of a page costs ~40 ms of main thread, which a feed's first draw should not pay.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  return (
    <time
      dateTime={iso}
      onPointerEnter={(event) => {
        event.currentTarget.title = exactTime(iso, i18n.locale);
      }}
    >
      {relativeTime(iso, i18n.locale)}
    </time>
  );
}
