import type { MessageKey } from './messages.ts';
import { COIN_AMOUNT_MAX } from './rules.ts';

/*
 * The plans rules of spec §5, free of typebox so the plans form can load them: the server's schema
 * (contract/subscriptions.ts) and the form (src/validation/plans.ts) give the same verdict and message.
 */

/** A free trial lasts 1 to TRIAL_DAYS_MAX days. */
export const TRIAL_DAYS_MAX = 365;
/** A plan's price in coins: 1 to COIN_AMOUNT_MAX (5 digits, spec §9). */
export const PLAN_PRICE_MAX = COIN_AMOUNT_MAX;
/** The days a paid period lasts. */
export const MONTHLY_DAYS = 30;
export const ANNUAL_DAYS = 365;

/** What the plans form sends: only the active plans' fields (spec §5). */
export interface PlansFields {
  monthly?: unknown;
  anual?: unknown;
  trial?: unknown;
}

/** The rule between the fields: a free trial alone is refused (it leads to a paid plan). */
export function plansCrossError(body: PlansFields): MessageKey | undefined {
  if (body.trial !== undefined && body.monthly === undefined && body.anual === undefined) return 'trialAlone';
  return undefined;
}
