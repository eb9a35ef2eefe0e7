import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { Endpoints } from '../../contract/endpoints.ts';
import { HealthAnswer, ReadinessAnswer, type CheckState, type JobTotals } from '../../contract/health.ts';
import { totalOf } from '../jobs/engine.ts';

/** Each readiness check answers within this, or counts as failed. */
export const READY_CHECK_MS = 1000;

export interface HealthOptions {
  /** Unset: Redis is 'off' in the readiness answer. */
  redis?: RedisClientType;
}

type Outcome = { state: 'ok' } | { state: 'failed'; reason: string };

/** Runs `probe`, bounded to `READY_CHECK_MS`. */
async function check(probe: () => Promise<unknown>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_CHECK_MS} ms`)), READY_CHECK_MS);
  });
  try {
    await Promise.race([probe(), late]);
    return { state: 'ok' };
  } catch (error) {
    return { state: 'failed', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process answers. `/readyz`: database, Redis and file store answer, and how many jobs wait and failed.
 * See docs/decisions/0021-quiet-health-checks.md
 */
async function health(app: FastifyInstance, options: HealthOptions) {
  const { redis } = options;

  app.get(Endpoints.health.path, { logLevel: 'silent', schema: { response: { 200: HealthAnswer } } }, async () => ({
    status: 'ok' as const,
  }));

  let wasReady = true;
  app.get(
    Endpoints.ready.path,
    { logLevel: 'silent', schema: { response: { 200: ReadinessAnswer, 503: ReadinessAnswer } } },
    async (_request, reply) => {
      let jobs: JobTotals | undefined;
      const [database, redisCheck, storage] = await Promise.all([
        check(() => app.db.execute(sql`select 1`)),
        redis ? check(() => redis.ping()) : undefined,
        check(() => app.storage.ready()),
        // A detail for whoever watches: its failure is the database's, which its own check says.
        check(async () => {
          const { waiting, failed } = totalOf(await app.jobs.counts());
          jobs = { waiting, failed };
        }),
      ]);
      const outcomes = { database, redis: redisCheck, storage };
      const checks = Object.fromEntries(Object.entries(outcomes).map(([name, outcome]) => [name, outcome?.state ?? 'off'])) as Record<
        keyof typeof outcomes,
        CheckState
      >;
      const ready = Object.values(checks).every((state) => state !== 'failed');
      if (ready !== wasReady) {
        wasReady = ready;
        const reasons = Object.fromEntries(
          Object.entries(outcomes).flatMap(([name, outcome]) => (outcome?.state === 'failed' ? [[name, outcome.reason]] : [])),
        );
        if (ready) app.log.info({ checks }, 'ready again');
        else app.log.warn({ checks, reasons }, `not ready: ${Object.keys(reasons).join(', ')} failed`);
      }
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'failed', checks, ...(jobs ? { jobs } : {}) });
    },
  );
}

export default fp(health, { name: 'health', dependencies: ['db', 'storage', 'jobs'] });
