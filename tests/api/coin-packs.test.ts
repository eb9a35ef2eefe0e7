import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRoutes } from '../../contract/routes';
import { coinPacks } from '../../server/db/schema';
import { COIN_PACKS_TTL_MS } from '../../server/plugins/coin-packs';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';

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
    (await t.post(AdminRoutes.userById, { userid: viewer.id }, { token: viewer.token })).json().data.user_packages as Array<{
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
