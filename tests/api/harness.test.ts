import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coinPacks, users } from '../../server/db/schema';
import { insertPeople } from '../support/people';
import { createTestDatabase, everyRow } from './harness';

// The suites' databases: a PGlite a file dropped goes to the worker's next file, so it must come back as the template.
describe('test databases (pglite)', () => {
  it('a reused copy starts as the template: no rows a file left, ids from the start, the template rows as they were', async () => {
    const first = await createTestDatabase('pglite');
    const template = await everyRow(first.database.db);
    const [firstPerson] = await insertPeople(first.database.db, 3);
    await first.database.db.insert(coinPacks).values({ coin: 5, priceCents: 99, inappIdentifier: 'left_behind' });
    expect(await everyRow(first.database.db)).not.toBe(template);
    await first.drop();

    const second = await createTestDatabase('pglite');
    expect(second.database, 'the dropped copy is reused').toBe(first.database);
    const db = second.database.db;
    expect(await db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    expect(await everyRow(db)).toBe(template);
    const [again] = await insertPeople(db, 1);
    expect(again!.id, 'identities restart').toBe(firstPerson!.id);
    await second.drop();
  });

  it('a copy whose schema a test changed is closed, not reused', async () => {
    const first = await createTestDatabase('pglite');
    await first.database.db.execute(sql.raw('create table left_behind (id int)'));
    await first.drop();
    const second = await createTestDatabase('pglite');
    expect(second.database).not.toBe(first.database);
    const tables = (await second.database.db.execute(
      sql`select count(*)::int as n from pg_tables where tablename = 'left_behind'`,
    )) as unknown as { rows: { n: number }[] };
    expect(tables.rows[0]!.n).toBe(0);
    await second.drop();
  });
});
