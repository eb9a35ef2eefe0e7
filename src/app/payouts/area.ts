import { fromPromise } from 'xstate';
import type { ReviewApi } from '../../services/review';
import { onDemand, withSignal, type Area } from '../root/area';

/** What Banking and Payout need of the outside world (their service's code loads with the panel). */
export interface PayoutServices {
  reviewApi(): Promise<ReviewApi>;
}

const bankingCode = () => import('../../machines/banking.machine');
const payoutCode = () => import('../../machines/payout.machine');

/** Settings → Banking (the details payouts go to) and Payout (earned coins out, once per 24 hours). */
export function payouts({ reviewApi }: PayoutServices) {
  return {
    actors: {},
    screens: {
      banking: onDemand(async () => {
        const [{ bankingMachine }, api] = await Promise.all([bankingCode(), reviewApi()]);
        return bankingMachine.provide({
          actors: {
            loadBank: fromPromise(({ signal }) => api.bankDetails(signal)),
            saveBank: fromPromise(({ input, signal }) => api.saveBank(input, signal)),
          },
        });
      }),
      payout: onDemand(async () => {
        const [{ payoutMachine }, api] = await Promise.all([payoutCode(), reviewApi()]);
        return payoutMachine.provide({
          actors: {
            loadPayouts: fromPromise(async ({ signal }) => {
              const [withdrawable, history] = await Promise.all([api.withdrawable(signal), api.payouts(1, signal)]);
              return { withdrawable, history };
            }),
            loadHistoryPage: fromPromise(withSignal(({ page }: { page: number }, signal) => api.payouts(page, signal))),
            requestPayout: fromPromise(withSignal(({ amount }: { amount: number }, signal) => api.requestPayout(amount, signal))),
          },
        });
      }),
    },
  } satisfies Area;
}
