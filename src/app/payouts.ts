import { fromPromise, type ActorRefFrom } from 'xstate';
import type { bankingMachine } from '../machines/banking.machine';
import type { payoutMachine } from '../machines/payout.machine';
import { runOperation, type Gateway } from '../services/gatewayError';
import { onDemand, operation, type Area } from './root/area';
import { useScreenActor } from './root/hooks';

/** What Banking and Payout need of the outside world. */
export interface PayoutServices {
  gateway: Gateway;
}

/** Settings → Banking (the details payouts go to) and Payout (earned coins out, once per 24 hours); each machine loads with its panel. */
export function payouts({ gateway }: PayoutServices) {
  return {
    actors: {},
    screens: {
      banking: onDemand(async () =>
        (await import('../machines/banking.machine')).bankingMachine.provide({
          actors: {
            loadBank: operation(
              gateway,
              'BankDetails',
              (answer) => answer.bankDetails,
              () => ({}),
            ),
            saveBank: operation(
              gateway,
              'SaveBank',
              (answer) => answer.saveBank,
              (input) => ({ input }),
            ),
          },
        }),
      ),
      payout: onDemand(async () =>
        (await import('../machines/payout.machine')).payoutMachine.provide({
          actors: {
            loadPayouts: fromPromise(async ({ signal }) => {
              const [{ withdrawable }, { payouts: history }] = await Promise.all([
                runOperation(gateway, 'Withdrawable', {}, signal),
                runOperation(gateway, 'Payouts', { page: 1 }, signal),
              ]);
              return { withdrawable, history };
            }),
            loadHistoryPage: operation(gateway, 'Payouts', (answer) => answer.payouts),
            requestPayout: operation(gateway, 'RequestPayout', (answer) => answer.requestPayout),
          },
        }),
      ),
    },
  } satisfies Area;
}

// The hooks the Banking and Payout panels use.

export type { PayoutLine, PayoutState, WithdrawableView } from '../machines/payout.machine';
export type { SavedBank } from '../machines/banking.machine';

export type BankingActor = ActorRefFrom<typeof bankingMachine>;
export type PayoutActor = ActorRefFrom<typeof payoutMachine>;
export const useBanking = () => useScreenActor('banking', {});
export const usePayout = () => useScreenActor('payout', {});
