import Type, { type Static } from 'typebox';
import { LedgerKind, type LedgerKindCode } from './codes.ts';
import type { Endpoint } from './endpoint.ts';
import { Envelope } from './envelope.ts';
import { Line, withMessage } from './fields.ts';
import { Messages } from './messages.ts';
import { Person } from './user.ts';

/*
 * A creator's earnings (issue 32): what their sales brought in, read from the ledger (docs/decisions/0010), by
 * source and by day, week or month, their best-paying fans, their subscribers over time, and a month's statement.
 * See docs/decisions/0049-earnings-read-from-the-ledger.md
 */

/** Where earnings come from: each earning ledger kind belongs to one. */
export const EarningsSource = {
  subscriptions: 'subscriptions',
  unlocks: 'unlocks',
  tips: 'tips',
  stickers: 'stickers',
  packages: 'packages',
  messages: 'messages',
  live: 'live',
} as const;
export type EarningsSourceCode = (typeof EarningsSource)[keyof typeof EarningsSource];
/** The sources in the order every chart, table and statement lists them. */
export const EARNINGS_SOURCES: readonly EarningsSourceCode[] = Object.values(EarningsSource);

/** The source of each earning ledger kind (`EARNING_KINDS`): a kind added there joins a source here. */
export const SOURCE_OF_KIND: Readonly<Record<string, EarningsSourceCode>> = {
  [LedgerKind.subscription]: EarningsSource.subscriptions,
  [LedgerKind.postUnlock]: EarningsSource.unlocks,
  [LedgerKind.postDonation]: EarningsSource.tips,
  [LedgerKind.userDonation]: EarningsSource.tips,
  [LedgerKind.sticker]: EarningsSource.stickers,
  [LedgerKind.mediaPackage]: EarningsSource.packages,
  [LedgerKind.chatMedia]: EarningsSource.messages,
  [LedgerKind.liveJoin]: EarningsSource.live,
  [LedgerKind.liveTip]: EarningsSource.live,
} satisfies Partial<Record<LedgerKindCode, EarningsSourceCode>>;

/** How the figures are grouped: UTC days, ISO weeks (from Monday) or calendar months. */
export const EarningsPeriod = { day: 'day', week: 'week', month: 'month' } as const;
export type EarningsPeriodCode = (typeof EarningsPeriod)[keyof typeof EarningsPeriod];

/** The longest range one dashboard reads, in days (a year and a day, so a whole leap year fits). */
export const EARNINGS_RANGE_MAX_DAYS = 366;
/** The fans the dashboard ranks. */
export const TOP_FANS_MAX = 10;

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const MONTH_PATTERN = '^\\d{4}-\\d{2}$';

// ---- GET /api/earnings?period=&from=&to=
export const EarningsQuery = Type.Object({
  period: Type.Enum(EarningsPeriod, { default: EarningsPeriod.day, ...withMessage(Messages.earningsPeriodInvalid) }),
  /** The first day, UTC, inclusive. */
  from: Line({ max: 10, pattern: DATE_PATTERN, messages: Messages.earningsRangeInvalid }),
  /** The last day, UTC, inclusive. */
  to: Line({ max: 10, pattern: DATE_PATTERN, messages: Messages.earningsRangeInvalid }),
});
export type EarningsQuery = Static<typeof EarningsQuery>;

const Coins = () => Type.Integer({ minimum: 0 });
/** Coins paid by fans (`gross`), the platform's fee, and what reached the creator's wallet (`net` = gross − fee). */
export const EarningsFigures = Type.Object({ gross: Coins(), fee: Coins(), net: Coins(), count: Type.Integer({ minimum: 0 }) });
export type EarningsFigures = Static<typeof EarningsFigures>;
export const SourceFigures = Type.Object({ source: Type.Enum(EarningsSource), ...EarningsFigures.properties });
export type SourceFigures = Static<typeof SourceFigures>;
/** One day, week or month: its first day, its figures, and each source's (every source, in `EARNINGS_SOURCES` order). */
export const EarningsBucket = Type.Object({ start: Type.String(), ...EarningsFigures.properties, sources: Type.Array(SourceFigures) });
export type EarningsBucket = Static<typeof EarningsBucket>;
/** A fan and what they paid the creator in the range. */
export const TopFan = Type.Object({ person: Person, ...EarningsFigures.properties });
export type TopFan = Static<typeof TopFan>;
/** Subscribers at the end of a bucket (or now, for the current one), and how many subscribed in it. */
export const SubscriberPoint = Type.Object({
  start: Type.String(),
  active: Type.Integer({ minimum: 0 }),
  new: Type.Integer({ minimum: 0 }),
});
export type SubscriberPoint = Static<typeof SubscriberPoint>;
export const Earnings = Type.Object({
  period: Type.Enum(EarningsPeriod),
  from: Type.String(),
  to: Type.String(),
  totals: EarningsFigures,
  sources: Type.Array(SourceFigures),
  buckets: Type.Array(EarningsBucket),
  top_fans: Type.Array(TopFan),
  subscribers: Type.Array(SubscriberPoint),
});
export type Earnings = Static<typeof Earnings>;
export const EarningsResponse = Envelope(Earnings);

// ---- GET /api/earnings/statement?month=
export const StatementQuery = Type.Object({
  /** A calendar month, UTC: `YYYY-MM`. */
  month: Line({ max: 7, pattern: MONTH_PATTERN, messages: Messages.statementMonthInvalid }),
});
export type StatementQuery = Static<typeof StatementQuery>;
export const Statement = Type.Object({
  month: Type.String(),
  filename: Type.String(),
  /** RFC 4180 CSV: a header, one line per sale, then a total line. */
  csv: Type.String(),
  totals: EarningsFigures,
});
export type Statement = Static<typeof Statement>;
export const StatementResponse = Envelope(Statement);

export const EarningsEndpoints = {
  earnings: {
    method: 'GET',
    path: '/api/earnings',
    caller: 'signedIn',
    area: 'Wallet',
    summary: "The viewer's earnings: gross, fee and net by source and period, top fans, subscribers over time",
    description: 'Verified creators only (403 to others). Read from the ledger: each sale to the viewer in the range, UTC.',
    query: EarningsQuery,
    response: EarningsResponse,
  },
  earningsStatement: {
    method: 'GET',
    path: '/api/earnings/statement',
    caller: 'signedIn',
    area: 'Wallet',
    summary: "The viewer's statement for a month, as CSV",
    description: 'Verified creators only (403 to others). Every sale of the month with its gross, fee and net, and their totals.',
    query: StatementQuery,
    response: StatementResponse,
  },
} as const satisfies Record<string, Endpoint>;
