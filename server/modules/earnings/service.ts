import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EARNING_KINDS, SystemAccount, VerifyStatus } from '../../../contract/codes.ts';
import {
  EARNINGS_RANGE_MAX_DAYS,
  EARNINGS_SOURCES,
  EarningsPeriod,
  SOURCE_OF_KIND,
  TOP_FANS_MAX,
  type Earnings,
  type EarningsFigures,
  type EarningsPeriodCode,
  type EarningsQuery,
  type EarningsSourceCode,
  type SourceFigures,
  type Statement,
  type SubscriberPoint,
  type TopFan,
} from '../../../contract/earnings.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { Clock } from '../../lib/tokens.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import { presentPerson } from '../people/present.ts';
import { viewerOf } from '../../plugins/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A creator's earnings and monthly statements, read from the ledger. */
    earningsService: EarningsService;
  }
}

const DAY = 86_400_000;

export interface EarningsDeps {
  db: Db;
  clock: Clock;
  mediaUrls: MediaUrls;
}

/** A sale's three figures as SQL sums them: the price paid, the platform's entry, the creator's wallet entry. */
interface FiguresRow {
  gross: number;
  fee: number;
  net: number;
  count: number;
}

const zero = (): EarningsFigures => ({ gross: 0, fee: 0, net: 0, count: 0 });
const add = (into: EarningsFigures, row: FiguresRow) => {
  into.gross += Number(row.gross);
  into.fee += Number(row.fee);
  into.net += Number(row.net);
  into.count += Number(row.count);
};
const bySource = (): SourceFigures[] => EARNINGS_SOURCES.map((source) => ({ source, ...zero() }));
const sourceOf = (kind: string): EarningsSourceCode => {
  const source = SOURCE_OF_KIND[kind];
  if (!source) throw new Error(`earning kind ${kind} has no source`);
  return source;
};
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** `YYYY-MM-DD` as its UTC midnight, or undefined when it names no day (2026-02-30). */
function dayAt(day: string): number | undefined {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || isoDay(at) !== day ? undefined : at;
}

/** The first day of the day, ISO week (Monday) or month holding `at`, as date_trunc reads it. */
function bucketStart(at: number, period: EarningsPeriodCode): number {
  const date = new Date(at);
  if (period === EarningsPeriod.month) return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  if (period === EarningsPeriod.week) return at - ((date.getUTCDay() + 6) % 7) * DAY;
  return at;
}

function nextBucket(at: number, period: EarningsPeriodCode): number {
  const date = new Date(at);
  if (period === EarningsPeriod.month) return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return at + (period === EarningsPeriod.week ? 7 : 1) * DAY;
}

/** The creator's sales in [start, end) as SQL reads them, each with its fee and net taken from its own entries. */
const salesIn = (creatorId: number, start: number, end: number) => sql`
  select t.id, t.kind, t.created_at, t.payer_id, t.amount as gross,
         (select coalesce(sum(e.amount), 0) from ledger_entries e
           where e.transaction_id = t.id and e.account = ${SystemAccount.platformFees})::float8 as fee,
         (select coalesce(sum(e.amount), 0) from ledger_entries e
           where e.transaction_id = t.id and e.account = 'wallet' and e.user_id = ${creatorId})::float8 as net
    from ledger_transactions t
   where t.payee_id = ${creatorId}
     and t.kind in (${sql.join(
       EARNING_KINDS.map((kind) => sql`${kind}`),
       sql`, `,
     )})
     and t.created_at >= ${new Date(start).toISOString()}::timestamptz
     and t.created_at < ${new Date(end).toISOString()}::timestamptz`;

/**
 * A creator's earnings, read from the ledger and nowhere else, so they reconcile with it to the coin: a sale is a
 * movement of an earning kind paid to the creator; its gross is the price, its fee the platform's entry and its net
 * the creator's wallet entry. Days, weeks and months are UTC. See docs/decisions/0049-earnings-read-from-the-ledger.md
 */
export class EarningsService {
  private readonly deps: EarningsDeps;

  constructor(deps: EarningsDeps) {
    this.deps = deps;
  }

  /** The dashboard for `from`..`to` (inclusive days) grouped by `period`. */
  async earnings(viewer: UserRow, query: EarningsQuery): Promise<Earnings> {
    this.checkCreator(viewer);
    const from = dayAt(query.from);
    const to = dayAt(query.to);
    if (from === undefined || to === undefined || from > to) throw badRequest(Messages.earningsRangeInvalid);
    if ((to - from) / DAY + 1 > EARNINGS_RANGE_MAX_DAYS) throw badRequest(Messages.earningsRangeTooLong);
    const end = to + DAY;
    const period = query.period;
    const sales = salesIn(viewer.id, from, end);
    const [grouped, fans, subscribers] = await Promise.all([
      this.deps.db.execute(sql`
        select to_char(date_trunc(${period}, s.created_at at time zone 'UTC'), 'YYYY-MM-DD') as start, s.kind,
               sum(s.gross)::float8 as gross, sum(s.fee)::float8 as fee, sum(s.net)::float8 as net, count(*)::int as count
          from (${sales}) s
         group by 1, 2`),
      this.deps.db.execute(sql`
        select u.id, u.first_name, u.last_name, u.username, u.profile_photo, u.user_verified,
               f.gross, f.fee, f.net, f.count
          from (select s.payer_id, sum(s.gross)::float8 as gross, sum(s.fee)::float8 as fee, sum(s.net)::float8 as net,
                       count(*)::int as count
                  from (${sales}) s where s.payer_id is not null group by s.payer_id) f
          join users u on u.id = f.payer_id
         order by f.gross desc, u.id
         limit ${TOP_FANS_MAX}`),
      this.subscribersOver(viewer.id, from, end, period),
    ]);

    const buckets = new Map<string, Earnings['buckets'][number]>();
    for (let at = bucketStart(from, period); at < end; at = nextBucket(at, period)) {
      buckets.set(isoDay(at), { start: isoDay(at), ...zero(), sources: bySource() });
    }
    const totals = zero();
    const sources = bySource();
    for (const row of rowsOf<FiguresRow & { start: string; kind: string }>(grouped)) {
      const bucket = buckets.get(row.start);
      if (!bucket) throw new Error(`sale outside the range's buckets: ${row.start}`);
      const index = EARNINGS_SOURCES.indexOf(sourceOf(row.kind));
      add(totals, row);
      add(sources[index]!, row);
      add(bucket, row);
      add(bucket.sources[index]!, row);
    }
    const topFans = rowsOf<
      FiguresRow & {
        id: number;
        first_name: string;
        last_name: string;
        username: string;
        profile_photo: string | null;
        user_verified: number;
      }
    >(fans).map((row): TopFan => ({
      person: presentPerson(row, this.deps.mediaUrls),
      gross: Number(row.gross),
      fee: Number(row.fee),
      net: Number(row.net),
      count: Number(row.count),
    }));
    return {
      period,
      from: query.from,
      to: query.to,
      totals,
      sources,
      buckets: [...buckets.values()],
      top_fans: topFans,
      subscribers,
    };
  }

  /** The month's statement: every sale, oldest first, then the totals, as CSV (formulas escaped for spreadsheets). */
  async statement(viewer: UserRow, month: string): Promise<Statement> {
    this.checkCreator(viewer);
    const start = dayAt(`${month}-01`);
    if (start === undefined) throw badRequest(Messages.statementMonthInvalid);
    const end = nextBucket(start, EarningsPeriod.month);
    const result = await this.deps.db.execute(sql`
      select s.id, s.kind, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
             coalesce(u.username, '') as fan, s.gross, s.fee, s.net
        from (${salesIn(viewer.id, start, end)}) s
        left join users u on u.id = s.payer_id
       order by s.created_at, s.id`);
    const rows = rowsOf<{ id: number; kind: string; at: string; fan: string; gross: number; fee: number; net: number }>(result);
    const totals = zero();
    for (const row of rows) add(totals, { ...row, count: 1 });
    const csv = stringify(
      [
        ...rows.map((row) => [row.at, row.id, sourceOf(row.kind), row.kind, row.fan, Number(row.gross), Number(row.fee), Number(row.net)]),
        ['total', '', '', '', '', totals.gross, totals.fee, totals.net],
      ],
      {
        header: true,
        columns: ['date_utc', 'transaction', 'source', 'kind', 'fan', 'gross_coins', 'fee_coins', 'net_coins'],
        record_delimiter: 'windows',
        escape_formulas: true,
      },
    );
    return { month, filename: `earnings-${viewer.username}-${month}.csv`, csv, totals };
  }

  /** Only a verified creator sells, so only they have earnings to read. */
  private checkCreator(viewer: UserRow) {
    if (viewer.userVerified !== VerifyStatus.verified) throw forbidden(Messages.earningsCreatorOnly);
  }

  /**
   * For each bucket begun by now: the creator's subscribers at its end (or now), and how many subscribed in it. A
   * renewal extends its subscription's row, so a row counts from its creation to its expiry.
   */
  private async subscribersOver(creatorId: number, from: number, end: number, period: EarningsPeriodCode): Promise<SubscriberPoint[]> {
    const now = this.deps.clock();
    const points: { start: string; start_at: string; end_at: string; at: string }[] = [];
    for (let at = bucketStart(from, period); at < end && at <= now; at = nextBucket(at, period)) {
      const endAt = Math.min(nextBucket(at, period), end);
      points.push({
        start: isoDay(at),
        start_at: new Date(Math.max(at, from)).toISOString(),
        end_at: new Date(endAt).toISOString(),
        at: new Date(Math.min(endAt, now)).toISOString(),
      });
    }
    if (points.length === 0) return [];
    const result = await this.deps.db.execute(sql`
      select b.start,
             (select count(*) from subscriptions s
               where s.creator_id = ${creatorId} and s.created_at <= b.at and s.expiry_date > b.at)::int as active,
             (select count(*) from subscriptions s
               where s.creator_id = ${creatorId} and s.created_at >= b.start_at and s.created_at < b.end_at)::int as new
        from jsonb_to_recordset(${JSON.stringify(points)}::jsonb) as b(start text, start_at timestamptz, end_at timestamptz, at timestamptz)
       order by b.start`);
    return rowsOf<SubscriberPoint>(result).map((row) => ({ start: row.start, active: Number(row.active), new: Number(row.new) }));
  }
}

async function earningsService(app: FastifyInstance) {
  app.decorate('earningsService', new EarningsService({ db: app.db, clock: app.clock, mediaUrls: app.mediaUrls }));
}

export default fp(earningsService, { name: 'earnings-service', dependencies: ['db', 'config', 'media-urls'] });

export const earningsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.earningsService;

  serve(app, Endpoints.earnings, async (request) => answer('', await service.earnings(viewerOf(request), request.query)));

  serve(app, Endpoints.earningsStatement, async (request) => answer('', await service.statement(viewerOf(request), request.query.month)));
};
