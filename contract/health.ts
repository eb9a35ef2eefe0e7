import Type, { type Static } from 'typebox';
import type { Endpoint } from './endpoint.ts';
import { HealthRoutes } from './routes.ts';

export { HealthRoutes };

export const HealthAnswer = Type.Object({ status: Type.Literal('ok') });
export type HealthAnswer = Static<typeof HealthAnswer>;

/** A dependency's state: answered, did not answer in time or failed, or not configured (Redis unset). */
export const CheckState = Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('off')]);
export type CheckState = Static<typeof CheckState>;

/** Background jobs of every queue: queued (new or waiting for a retry) and failed after their last retry. */
export const JobTotals = Type.Object({ waiting: Type.Integer({ minimum: 0 }), failed: Type.Integer({ minimum: 0 }) });
export type JobTotals = Static<typeof JobTotals>;

/**
 * 200 with `status: 'ok'` when no check failed, else 503 with `status: 'failed'`; `jobs`, a detail that
 * decides nothing, when the database could count them in time.
 */
export const ReadinessAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
  checks: Type.Object({ database: CheckState, redis: CheckState, storage: CheckState }),
  jobs: Type.Optional(JobTotals),
});
export type ReadinessAnswer = Static<typeof ReadinessAnswer>;

/** The load balancer's probes: plain answers rather than the envelope. */
export const HealthEndpoints = {
  health: {
    method: 'GET',
    path: HealthRoutes.health,
    caller: 'public',
    area: 'Operations',
    summary: 'Liveness: the process answers',
  },
  ready: {
    method: 'GET',
    path: HealthRoutes.ready,
    caller: 'public',
    area: 'Operations',
    summary: 'Readiness: the database, Redis and the file store answer; the background jobs waiting and failed',
  },
} as const satisfies Record<string, Endpoint>;
