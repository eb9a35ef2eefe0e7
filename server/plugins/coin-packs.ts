import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Static } from 'typebox';
import type { CoinPack } from '../../contract/user.ts';
import { listCoinPacks } from '../modules/users/repository.ts';

type CoinPacks = Static<typeof CoinPack>[];

declare module 'fastify' {
  interface FastifyInstance {
    /** The coin pack catalog every User answer carries (`user_packages`). */
    coinPacks(): Promise<CoinPacks>;
  }
}

/** How long a process trusts its copy; the catalog changes only with a seed or a migration. */
export const COIN_PACKS_TTL_MS = 60_000;

/**
 * The catalog read once a minute instead of once a request: one promise is shared by concurrent
 * requests, and a failed read is not kept.
 */
async function coinPacks(app: FastifyInstance) {
  let cached: { at: number; packs: Promise<CoinPacks> } | undefined;
  app.decorate('coinPacks', () => {
    const now = app.clock();
    if (!cached || now - cached.at >= COIN_PACKS_TTL_MS) {
      const packs = listCoinPacks(app.db);
      cached = { at: now, packs };
      packs.catch(() => {
        if (cached?.packs === packs) cached = undefined;
      });
    }
    return cached.packs;
  });
}

export default fp(coinPacks, { name: 'coin-packs', dependencies: ['db'] });
