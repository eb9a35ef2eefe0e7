import { assign, fromPromise, setup } from 'xstate';
import { dayOf } from '../../contract/rules';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts, type ToastsRef } from './notice';
import { notProvided } from './notProvided';

export type EarningsPeriod = 'DAY' | 'WEEK' | 'MONTH';
export type EarningsSource = 'SUBSCRIPTIONS' | 'UNLOCKS' | 'TIPS' | 'STICKERS' | 'PACKAGES' | 'MESSAGES' | 'LIVE';

/** Coins fans paid (gross), the platform's fee, what reached the creator (net), and how many sales. */
export interface EarningsFigures {
  gross: number;
  fee: number;
  net: number;
  count: number;
}
export interface SourceEarnings {
  source: EarningsSource;
  figures: EarningsFigures;
}
export interface EarningsView {
  period: EarningsPeriod;
  from: string;
  to: string;
  totals: EarningsFigures;
  sources: SourceEarnings[];
  buckets: { start: string; figures: EarningsFigures; sources: SourceEarnings[] }[];
  topFans: {
    person: { id: string; firstName: string; lastName: string; username: string; profilePhoto: string | null; isVerified: boolean };
    figures: EarningsFigures;
  }[];
  subscribers: { start: string; active: number; newSubscribers: number }[];
}
export interface EarningsRange {
  period: EarningsPeriod;
  from: string;
  to: string;
}
/** A month's statement, ready to save. */
export interface StatementFile {
  filename: string;
  csv: string;
}

export type EarningsEvent =
  | { type: 'earnings.period'; period: EarningsPeriod }
  | { type: 'earnings.retry' }
  | { type: 'statement.month'; month: string }
  | { type: 'statement.download' };

interface Context {
  toasts: ToastsRef;
  /** Today, UTC (YYYY-MM-DD): the ranges end on it. */
  today: string;
  period: EarningsPeriod;
  earnings: EarningsView | null;
  failure: Failure | null;
  /** The statement's month (YYYY-MM). */
  month: string;
  monthInvalid: boolean;
}

const DAY = 86_400_000;

/** What each grouping shows: the last 30 days, the last 12 weeks (from Monday), the last 12 months. */
export function rangeOf(period: EarningsPeriod, today: string): EarningsRange {
  const end = Date.parse(`${today}T00:00:00Z`);
  const date = new Date(end);
  const from =
    period === 'DAY'
      ? end - 29 * DAY
      : period === 'WEEK'
        ? end - ((date.getUTCDay() + 6) % 7) * DAY - 11 * 7 * DAY
        : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1);
  return { period, from: dayOf(from), to: today };
}

const isMonth = (month: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

/**
 * The creator's earnings screen: the dashboard for the chosen grouping (reloaded when it changes, a retry after a
 * failure) and, beside it, the month's statement to download (its month checked before it is asked for).
 */
export const earningsMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { toasts: ToastsRef; today: string },
    events: {} as EarningsEvent,
  },
  actors: {
    loadEarnings: fromPromise<EarningsView, EarningsRange>(notProvided('loadEarnings')),
    loadStatement: fromPromise<StatementFile, { month: string }>(notProvided('loadStatement')),
  },
  actions: {
    assignPeriod: assign((_, period: EarningsPeriod) => ({ period, failure: null })),
    assignEarnings: assign((_, earnings: EarningsView) => ({ earnings, failure: null })),
    assignFailure: assignFailure<Context, EarningsEvent>(),
    clearFailure: assign({ failure: null }),
    assignMonth: assign((_, month: string) => ({ month, monthInvalid: false })),
    rejectMonth: assign({ monthInvalid: true }),
    /** Hands the file to the person's browser: provided at the edge (the machine touches no DOM). */
    saveStatement: (_, _file: StatementFile) => undefined,
    notify: notifyGivenToasts(),
  },
  guards: {
    isMonthInvalid: ({ context }) => !isMonth(context.month),
  },
}).createMachine({
  id: 'earnings',
  type: 'parallel',
  context: ({ input }) => ({
    toasts: input.toasts,
    today: input.today,
    period: 'DAY',
    earnings: null,
    failure: null,
    month: input.today.slice(0, 7),
    monthInvalid: false,
  }),
  on: {
    'earnings.period': {
      target: '.dashboard.loading',
      reenter: true,
      actions: { type: 'assignPeriod', params: ({ event }) => event.period },
    },
  },
  states: {
    dashboard: {
      initial: 'loading',
      states: {
        /** Reading the figures of the chosen grouping (the last ones stay on screen meanwhile). */
        loading: {
          invoke: {
            src: 'loadEarnings',
            input: ({ context }) => rangeOf(context.period, context.today),
            onDone: { target: 'ready', actions: { type: 'assignEarnings', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** The figures could not be read. */
        failed: { on: { 'earnings.retry': { target: 'loading', actions: 'clearFailure' } } },
        /** The figures, charts, top fans and subscribers. */
        ready: {},
      },
    },
    statement: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'statement.month': { actions: { type: 'assignMonth', params: ({ event }) => event.month } },
            'statement.download': [{ guard: 'isMonthInvalid', actions: 'rejectMonth' }, { target: 'downloading' }],
          },
        },
        /** The month's CSV is being written by the server. */
        downloading: {
          invoke: {
            src: 'loadStatement',
            input: ({ context }) => ({ month: context.month }),
            onDone: { target: 'idle', actions: { type: 'saveStatement', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
            },
          },
        },
      },
    },
  },
});
