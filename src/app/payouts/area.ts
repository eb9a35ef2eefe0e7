import type { ReviewApi } from '../../services/review';
import { onDemand, type Area } from '../root/area';

/** What Banking and Payout need of the outside world (their service's code loads with the panel). */
export interface PayoutServices {
  reviewApi(): Promise<ReviewApi>;
}

const screensCode = () => import('./screens');

/** Settings → Banking (the details payouts go to) and Payout (earned coins out, once per 24 hours). */
export function payouts({ reviewApi }: PayoutServices) {
  const load = async () => {
    const [code, api] = await Promise.all([screensCode(), reviewApi()]);
    return { code, api };
  };
  return {
    actors: {},
    screens: {
      banking: onDemand(async () => {
        const { code, api } = await load();
        return code.bankingScreen(api);
      }),
      payout: onDemand(async () => {
        const { code, api } = await load();
        return code.payoutScreen(api);
      }),
    },
  } satisfies Area;
}
