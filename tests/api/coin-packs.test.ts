import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { coinPacks } from '../../server/db/schema';
import { seedCoinPacks } from '../../server/db/seed';
import { COIN_PACKS_TTL_MS } from '../../server/plugins/coin-packs';
import { backends, createTestApp, createTestDatabase, verifiedUser, type TestApp, type TestDatabase } from './harness';

describe.each(backends)('the coin pack catalog in User answers (%s)', (backend) => {
  let t: TestApp;
  let viewer: Awaited<ReturnType<typeof verifiedUser>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    viewer = await verifiedUser(t);
    await t.testDatabase.database.db.insert(coinPacks).values({ coin: 100, priceCents: 199, inappIdentifier: 'coins_100' });
  });
  afterAll(() => t.close());

  const packsOf = async () =>
    (await t.post(Endpoints.person.path, { userid: viewer.id }, { token: viewer.token })).json().data.user_packages as Array<{
      coin: number;
      price: number;
      inapp_identifier: string;
    }>;

  it('answers the packs with their price in currency units', async () => {
    expect(await packsOf()).toEqual([{ id: expect.any(Number), coin: 100, price: 1.99, inapp_identifier: 'coins_100' }]);
  });

  it('keeps its copy for a minute, then reads the catalog again', async () => {
    await t.testDatabase.database.db.insert(coinPacks).values({ coin: 500, priceCents: 899, inappIdentifier: 'coins_500' });
    expect((await packsOf()).map((pack) => pack.coin)).toEqual([100]);
    t.advanceClock(COIN_PACKS_TTL_MS);
    expect((await packsOf()).map((pack) => pack.coin)).toEqual([100, 500]);
  });
});

describe.each(backends)('the coin packs a deployment starts with (%s)', (backend) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
  });
  afterAll(() => testDatabase.drop());
  const packs = async () =>
    (await testDatabase.database.db.select({ coin: coinPacks.coin, priceCents: coinPacks.priceCents }).from(coinPacks)).sort(
      (a, b) => a.coin - b.coin,
    );

  it('are the four packs of the wallet slider, on a catalog that has none, whatever starts together', async () => {
    const db = testDatabase.database.db;
    await Promise.all([seedCoinPacks(db), seedCoinPacks(db)]);
    expect((await packs()).map((pack) => pack.coin)).toEqual([100, 500, 1000, 5000]);
  });

  it("are then the operator's: a later start leaves a changed price and a removed pack as they are", async () => {
    const db = testDatabase.database.db;
    await db.update(coinPacks).set({ priceCents: 119 }).where(eq(coinPacks.coin, 100));
    await db.delete(coinPacks).where(eq(coinPacks.coin, 5000));
    await seedCoinPacks(db);
    expect(await packs()).toEqual([
      { coin: 100, priceCents: 119 },
      { coin: 500, priceCents: 449 },
      { coin: 1000, priceCents: 849 },
    ]);
  });
});
