import Type, { type Static } from 'typebox';

/** The load balancer's probes: plain answers, not the API's envelope. */
export const HealthRoutes = {
  /** The process is up and serving (no dependency is asked). */
  health: '/healthz',
  /** The database, Redis and the file store each answered within a second. */
  ready: '/readyz',
} as const;

export const HealthAnswer = Type.Object({ status: Type.Literal('ok') });
export type HealthAnswer = Static<typeof HealthAnswer>;

/** A dependency's state: answered, did not answer in time or failed, or not configured (Redis unset). */
export const CheckState = Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('off')]);
export type CheckState = Static<typeof CheckState>;

/** 200 with `status: 'ok'` when no check failed, else 503 with `status: 'failed'`. */
export const ReadinessAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
  checks: Type.Object({ database: CheckState, redis: CheckState, storage: CheckState }),
});
export type ReadinessAnswer = Static<typeof ReadinessAnswer>;
