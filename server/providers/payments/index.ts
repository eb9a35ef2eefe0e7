import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { StripeProvider } from './stripe.ts';
import { TestCardProvider } from './test-card.ts';

export * from './provider.ts';
export { StripeProvider } from './stripe.ts';
export { TestCardProvider, luhnValid } from './test-card.ts';

/** Stripe when its keys are set, else the embedded test-card provider (its webhook secret derived from the server's). */
export function createPaymentProvider(
  config: Pick<Config, 'stripe' | 'jwtSecret'>,
  db: Db,
  clock: () => number,
): StripeProvider | TestCardProvider {
  if (config.stripe) return new StripeProvider(config.stripe);
  const webhookSecret = `whsec_${createHmac('sha256', config.jwtSecret).update('test-card-webhook').digest('base64url')}`;
  return new TestCardProvider(db, config.jwtSecret, webhookSecret, clock);
}
