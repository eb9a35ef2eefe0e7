import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/**
 * A statement built once per database handle instead of once per request: drizzle compiles its SQL
 * once, and with `.prepare(name)` PostgreSQL parses and plans it once per connection. Run it with
 * `sql.placeholder` values.
 */
export function preparedStatement<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A hand-written query (`$1`, `$2`... parameters) run as a named prepared statement on PostgreSQL and as
 * a parameterized query on PGlite; its text never changes, so lists go in as arrays (`= any($1::int[])`).
 */
export function rawStatement<Row>(name: string, text: string) {
  return async (db: Db, values: unknown[]): Promise<Row[]> => {
    const client = (db as unknown as { $client: unknown }).$client;
    if (client instanceof pg.Pool) return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
    if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows;
    throw new Error(`${name}: runs on the database handle, not inside a transaction`);
  };
}
