import { fromPromise } from 'xstate';
import { bankingMachine } from '../../machines/banking.machine';
import { payoutMachine } from '../../machines/payout.machine';
import type { ReviewApi } from '../../services/review';
import { withSignal } from '../root/area';

// Banking and Payout provided with their service: this module and the machines load with the first of the two panels (./area.ts declares them on demand).

export const bankingScreen = (api: ReviewApi) =>
  bankingMachine.provide({
    actors: {
      loadBank: fromPromise(({ signal }) => api.bankDetails(signal)),
      saveBank: fromPromise(({ input, signal }) => api.saveBank(input, signal)),
    },
  });

export const payoutScreen = (api: ReviewApi) =>
  payoutMachine.provide({
    actors: {
      loadPayouts: fromPromise(async ({ signal }) => {
        const [withdrawable, history] = await Promise.all([api.withdrawable(signal), api.payouts(1, signal)]);
        return { withdrawable, history };
      }),
      loadHistoryPage: fromPromise(withSignal(({ page }: { page: number }, signal) => api.payouts(page, signal))),
      requestPayout: fromPromise(withSignal(({ amount }: { amount: number }, signal) => api.requestPayout(amount, signal))),
    },
  });
