import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DRIZZLE_TEXT_TYPES, type Db } from './client.ts';

/** The parameter types a raw statement may take: on PGlite its values are written into the EXECUTE as checked literals. */
export type ParamType = 'int' | 'int[]' | 'text' | 'timestamptz' | 'jsonb';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const isInt = (item: unknown) => typeof item === 'number' && Number.isSafeInteger(item);

/** The value as the statement takes it, checked against its declared type; anything else is refused. */
function checked(type: ParamType, value: unknown): unknown {
  if (type === 'int') {
    if (!isInt(value)) throw new TypeError(`not an integer: ${String(value)}`);
  } else if (type === 'int[]') {
    if (!Array.isArray(value) || !value.every(isInt)) throw new TypeError('not an array of integers');
  } else if (type === 'text') {
    if (typeof value !== 'string' || value.includes('\0')) throw new TypeError('not a text value');
  } else if (type === 'jsonb') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError('not a JSON value');
    return text;
  } else {
    const iso = value instanceof Date ? value.toISOString() : value;
    if (typeof iso !== 'string' || !TIMESTAMP.test(iso)) throw new TypeError('not a timestamp');
  }
  return value;
}

/** A checked value as an SQL literal of its declared type, text escaped. */
function literal(type: ParamType, value: unknown): string {
  if (type === 'int') return String(value);
  if (type === 'int[]') return `'{${(value as number[]).join(',')}}'::int[]`;
  // An escape string whatever standard_conforming_strings says: backslashes and quotes doubled.
  if (type === 'text' || type === 'jsonb') return `E'${(value as string).replace(/\\/g, '\\\\').replace(/'/g, "''")}'::${type}`;
  return `'${value instanceof Date ? value.toISOString() : String(value)}'::timestamptz`;
}

// PGlite is one session: a statement PREPAREd on it stays until it closes.
// The PREPARE itself is kept as a promise, so callers arriving together wait for one PREPARE instead of each sending theirs.
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

// As drizzle asks node-postgres: dates and times stay PostgreSQL's text, which drizzle's columns convert.
const pgTypes = {
  getTypeParser: (oid: number, format?: string) =>
    DRIZZLE_TEXT_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

/**
 * A hot-path query (`$1`, `$2`... of `params` types) prepared once per connection; lists go in as arrays.
 * Runs on the database handle, not in a transaction. See docs/decisions/0001-hot-path-prepared-statements.md
 */
export function rawStatement<Row>(name: string, params: readonly ParamType[], text: string) {
  return async (db: Db, values: readonly unknown[]): Promise<Row[]> => {
    if (values.length !== params.length) throw new TypeError(`${name} takes ${params.length} values`);
    // Checked on both engines, so a wrong value fails the same way wherever it runs.
    const statementValues = params.map((type, index) => checked(type, values[index]));
    const client = (db as unknown as { $client: unknown }).$client;
    if (client instanceof pg.Pool)
      return (await client.query<Row & pg.QueryResultRow>({ name, text, values: statementValues, types: pgTypes })).rows;
    if (client instanceof PGlite) {
      let prepared = preparedOnPglite.get(client);
      if (!prepared) preparedOnPglite.set(client, (prepared = new Map()));
      let preparing = prepared.get(name);
      if (!preparing) {
        preparing = client.exec(`prepare ${name}(${params.join(', ')}) as ${text}`);
        prepared.set(name, preparing);
        // A failed PREPARE is tried again by the next caller.
        preparing.catch(() => prepared.delete(name));
      }
      await preparing;
      const literals = params.map((type, index) => literal(type, statementValues[index]));
      const [result] = await client.exec(`execute ${name}(${literals.join(', ')})`);
      return (result?.rows ?? []) as Row[];
    }
    throw new Error(`${name}: runs on the database handle, not inside a transaction`);
  };
}

/**
 * Converts a row of `table` keyed by column name (a driver's row, or `to_json` of one) as drizzle's own
 * select would: timestamps to Dates, JSON parsed, keys as the schema names them.
 */
export function rowMapper<Table extends PgTable>(table: Table) {
  const columns = Object.entries(getTableColumns(table));
  return (raw: Record<string, unknown>): InferSelectModel<Table> => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<Table>;
  };
}

/**
 * `rawStatement` answering whole rows of `table`, each row as one JSON value.
 * See docs/decisions/0001-hot-path-prepared-statements.md
 */
export function tableStatement<Table extends PgTable>(table: Table, name: string, params: readonly ParamType[], text: string) {
  const run = rawStatement<{ row: Record<string, unknown> }>(name, params, `select to_json(t) as row from (${text}) t`);
  const toRow = rowMapper(table);
  return async (db: Db, values: readonly unknown[]): Promise<InferSelectModel<Table>[]> =>
    (await run(db, values)).map((answer) => toRow(answer.row));
}
