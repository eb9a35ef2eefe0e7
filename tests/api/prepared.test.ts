import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawStatement, tableStatement } from '../../server/db/prepared';
import { users } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';

describe.each(backends)('statements parsed and planned once (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const userById = tableStatement(users, 'test_user_by_id', ['int'], 'select * from users where id = $1');
  const echo = rawStatement<{ text: string }>('test_echo_text', ['text'], 'select $1::text as text');
  const idsAfter = rawStatement<{ id: number }>(
    'test_ids_after',
    ['int[]', 'timestamptz'],
    'select id from users where id = any($1) and created_at < $2 order by id',
  );

  it('answers whole rows exactly as drizzle’s own select does, run after run', async () => {
    const user = await verifiedUser(t, { birth_date: '1990-04-12' } as never);
    const db = t.testDatabase.database.db;
    const [expected] = await db.select().from(users).where(eq(users.id, user.id));
    for (let run = 0; run < 3; run += 1) expect(await userById(db, [user.id])).toEqual([expected]);
    expect(await userById(db, [2147483647])).toEqual([]);
    expect(await idsAfter(db, [[user.id, 2147483647], new Date(Date.now() + 60_000)])).toEqual([{ id: user.id }]);
    expect(await idsAfter(db, [[], new Date()])).toEqual([]);
  });

  it('carries text exactly, whatever quotes, backslashes or letters it holds', async () => {
    const db = t.testDatabase.database.db;
    for (const text of ["it's", "'; drop table users; --", 'back\\slash\\', "\\'", 'ñandú #café 🎉', '', "''"]) {
      expect(await echo(db, [text])).toEqual([{ text }]);
    }
    await expect(echo(db, ['nul\0byte'])).rejects.toThrow();
    await expect(echo(db, [7])).rejects.toThrow();
  });

  it('refuses a value that is not of its declared type instead of writing it into the statement', async () => {
    const db = t.testDatabase.database.db;
    for (const bad of ['1; drop table users', 1.5, '1', null]) await expect(userById(db, [bad])).rejects.toThrow();
    await expect(idsAfter(db, [['1'], new Date()])).rejects.toThrow();
    await expect(idsAfter(db, [[1], "2026-01-01'; drop table users; --"])).rejects.toThrow();
    await expect(userById(db, [])).rejects.toThrow(/takes 1 values/);
    expect((await db.select({ id: users.id }).from(users)).length).toBeGreaterThan(0);
  });
});
