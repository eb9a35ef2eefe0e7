import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteOrphanUploads } from './repository';

/** An upload no post took within a day was abandoned (a composer closed, a failed post). */
export const ORPHAN_AFTER_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const SWEEP_BATCH = 100;

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes abandoned post uploads (rows and files); answers the keys removed. Every process may run it at once. */
    sweepOrphanUploads(): Promise<string[]>;
  }
}

async function orphanSweep(app: FastifyInstance) {
  const sweep = async () => {
    const removed: string[] = [];
    const before = new Date(app.clock() - ORPHAN_AFTER_MS);
    for (;;) {
      const batch = await deleteOrphanUploads(app.db, before, SWEEP_BATCH, async (keys) => {
        for (const key of keys) await app.storage.remove(key);
      });
      removed.push(...batch);
      if (batch.length < SWEEP_BATCH) return removed;
    }
  };
  app.decorate('sweepOrphanUploads', sweep);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep().then(
        (removed) => removed.length > 0 && app.log.info({ count: removed.length }, 'orphan uploads removed'),
        (error: unknown) => app.log.error({ err: error }, 'orphan upload sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(orphanSweep, { name: 'orphan-sweep', dependencies: ['db', 'storage'] });
