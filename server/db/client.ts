import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type ParserOptions, type QueryOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrateJobs, type JobsConnection } from '../jobs/engine.ts';
import * as schema from './schema.ts';

/** One drizzle type for both engines: the services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: repository functions run in either. */
export type DbOrTx = Db | Tx;

export type Database =
  | { engine: 'pglite'; db: Db; close(): Promise<void>; native: PgliteDatabase<typeof schema> & { $client: PGlite } }
  | { engine: 'postgres'; db: Db; close(): Promise<void>; native: NodePgDatabase<typeof schema> & { $client: pg.Pool } };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL when `databaseUrl` is set, else embedded PGlite (in memory for 'memory://'), started from
 * the `loadDataDir` dump when given.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, loadDataDir?: Blob): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, ...REQUEST_TIMEOUTS });
    // An idle connection the server ends (restart, dropped database) must not crash the process: the pool replaces it.
    pool.on('error', () => {});
    const native = drizzlePostgres({ client: pool, schema });
    return { engine: 'postgres', db: native, native, close: () => pool.end() };
  }
  const dataDir = config.dataDir === 'memory://' ? 'memory://' : path.join(config.dataDir, 'db');
  const client = await PGlite.create(dataDir, { loadDataDir, parsers: DRIZZLE_PARSERS });
  withClientParsers(client);
  const native = drizzlePglite({ client, schema });
  // PGlite has no autovacuum: without fresh statistics the planner sorts whole tables for a feed page.
  const analyze = setInterval(() => void client.exec('analyze').catch(() => {}), PGLITE_ANALYZE_MS);
  analyze.unref();
  return {
    engine: 'pglite',
    db: native,
    native,
    close: () => {
      clearInterval(analyze);
      return client.close();
    },
  };
}

/** How long node-postgres tries to open a connection: a database that is down or unreachable answers 503 well inside 2 s. */
export const CONNECT_TIMEOUT_MS = 1000;

/** A connection of the pool, given up after `CONNECT_TIMEOUT_MS` (the pool's own timeout also bounds the wait for a free one). */
class BoundedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/** How long a request waits on PostgreSQL before it is shed with a 503. See docs/decisions/0008-database-timeouts.md */
export const REQUEST_TIMEOUTS = {
  Client: BoundedClient,
  connectionTimeoutMillis: 10_000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  keepAlive: true,
} as const satisfies pg.PoolConfig;

/** The types drizzle reads as PostgreSQL's text (dates, times, intervals, numeric arrays): every raw query must too. */
export const DRIZZLE_TEXT_TYPES: ReadonlySet<number> = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);

/**
 * drizzle passes parsers for those types with every query, and PGlite merges them into a fresh copy
 * of its whole parser table each time, about a third of a small query's time: set once on the client.
 */
const DRIZZLE_PARSERS: ParserOptions = Object.fromEntries([...DRIZZLE_TEXT_TYPES].map((oid) => [oid, (value: string) => value]));

/** Drops per-query parsers that only repeat the client's own (drizzle's, above). */
function withClientParsers(client: PGlite) {
  const query = client.query.bind(client);
  const repeatsClient = (parsers: ParserOptions) => Object.keys(parsers).every((oid) => Number(oid) in DRIZZLE_PARSERS);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(
      text,
      params,
      options?.parsers && repeatsClient(options.parsers) ? { ...options, parsers: undefined } : options,
    )) as PGlite['query'];
}

/** How often the embedded database refreshes its planner statistics. */
export const PGLITE_ANALYZE_MS = 10 * 60_000;

/** Refreshes the planner statistics (PostgreSQL's autovacuum does it too; PGlite only when asked). */
export async function analyze(database: Database): Promise<void> {
  if (database.engine === 'postgres') await onOwnConnection(database, (client) => client.query('analyze'));
  else await database.db.execute(sql`analyze`);
}

/**
 * The key of the session lock that lets one process at a time migrate the database: any 64-bit number no other
 * advisory lock of the database uses (the first bytes of sha256("fanclub migrations")).
 */
export const MIGRATION_LOCK = '9093549106238952681';

/**
 * Applies the drizzle-kit migrations with the migrator of the engine in use. On PostgreSQL, replicas starting
 * together take turns on a session advisory lock: the first migrates, the others wait, then find nothing to do.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.native, { migrationsFolder });
  } else {
    await onOwnConnection(database, async (client) => {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    });
  }
  // pg-boss's schema is pg-boss's to create and upgrade (its own lock keeps replicas in turn): see docs/decisions/0039-background-jobs-on-pg-boss.md
  await migrateJobs(jobsConnectionOf(database.db));
}

/** What the job engine connects with, read from the drizzle database the app was given (either engine). */
export function jobsConnectionOf(db: Db): JobsConnection {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return { engine: 'pglite', client };
  if (client instanceof pg.Pool && client.options.connectionString)
    return { engine: 'postgres', connectionString: client.options.connectionString };
  throw new Error('the job engine needs PGlite or a PostgreSQL pool opened from a URL');
}

/**
 * Runs `work` on a connection of its own, without the request timeouts (migrations run for minutes);
 * ending it releases its session locks.
 */
async function onOwnConnection<T>(
  database: Extract<Database, { engine: 'postgres' }>,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  // A database that cannot be reached at start fails the start within seconds rather than after the system's TCP timeout.
  const client = new pg.Client({
    connectionString: database.native.$client.options.connectionString,
    keepAlive: true,
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
