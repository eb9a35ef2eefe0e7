import Type, { type Static } from 'typebox';

export { HealthRoutes } from './routes.ts';

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
