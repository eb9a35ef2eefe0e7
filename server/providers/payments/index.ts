import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { StripeProvider } from './stripe';
import { TestCardProvider } from './test-card';

export * from './provider';
export { StripeProvider } from './stripe';
export { TestCardProvider, luhnValid } from './test-card';

/** Stripe when its keys are set, else the embedded test-card provider (its webhook secret derived from the server's). */
export function createPaymentProvider(config: Pick<Config, 'stripe' | 'jwtSecret'>, db: Db, clock: () => number): StripeProvider | TestCardProvider {
  if (config.stripe) return new StripeProvider(config.stripe);
  const webhookSecret = `whsec_${createHmac('sha256', config.jwtSecret).update('test-card-webhook').digest('base64url')}`;
  return new TestCardProvider(db, config.jwtSecret, webhookSecret, clock);
}
