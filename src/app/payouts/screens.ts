import { fromPromise } from 'xstate';
import { bankingMachine } from '../../machines/banking.machine';
import { payoutMachine } from '../../machines/payout.machine';
import { runOperation, type Gateway } from '../../services/gatewayError';
import { operation } from '../root/area';

// Banking and Payout provided with their service: this module and the machines load with the first of the two panels (./area.ts declares them on demand).

export const bankingScreen = (gateway: Gateway) =>
  bankingMachine.provide({
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
  });

export const payoutScreen = (gateway: Gateway) =>
  payoutMachine.provide({
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
  });
