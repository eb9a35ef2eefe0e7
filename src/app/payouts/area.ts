import type { Gateway } from '../../services/gatewayError';
import { onDemand, type Area } from '../root/area';

/** What Banking and Payout need of the outside world. */
export interface PayoutServices {
  gateway: Gateway;
}

const screensCode = () => import('./screens');

/** Settings → Banking (the details payouts go to) and Payout (earned coins out, once per 24 hours). */
export function payouts({ gateway }: PayoutServices) {
  return {
    actors: {},
    screens: {
      banking: onDemand(async () => (await screensCode()).bankingScreen(gateway)),
      payout: onDemand(async () => (await screensCode()).payoutScreen(gateway)),
    },
  } satisfies Area;
}
