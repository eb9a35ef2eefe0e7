import { fromCallback, fromPromise } from 'xstate';
import type { BuyCoinsEvent, PaymentSetup } from '../../machines/buyCoins.machine';
import type { CoinSend } from '../../machines/coinForm';
import { runOperation, type Gateway } from '../../services/gatewayError';
import type { PaymentsApi } from '../../services/payments';
import { operation } from '../root/area';

/*
 * The wallet screens' and money dialogs' machines provided with their services: this module and each machine load
 * with the first wallet screen or money dialog (./area.ts declares them on demand), so the first load of
 * /home and /login carries none of it.
 */

/** What the wallet, the card payments, unlocking, donations, stickers and transfers need of the outside world. */
export interface ScreenServices {
  gateway: Gateway;
  /** Card payments: the service's code (and Stripe's, inside it) loads with the buy-coins screen. */
  paymentsApi(): Promise<PaymentsApi>;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** A donation (on a post or a profile), with the short message its receiver reads when one was written. */
const sendCoins = async (gateway: Gateway, { target, amount, note, idempotencyKey }: CoinSend, signal: AbortSignal) => {
  const message = note ? { message: note } : {};
  return target.kind === 'post'
    ? (await runOperation(gateway, 'DonateToPost', { postId: target.id, amount, ...message, idempotencyKey }, signal)).donateToPost
    : (await runOperation(gateway, 'DonateToUser', { userId: target.id, amount, ...message, idempotencyKey }, signal)).donateToUser;
};

/** Buying coins; Stripe's card field mounts in the element `cardElementId` names. */
export const buyCoinsScreen = async ({ paymentsApi }: ScreenServices, cardElementId: string) => {
  const [{ buyCoinsMachine }, payments] = await Promise.all([import('../../machines/buyCoins.machine'), paymentsApi()]);
  return buyCoinsMachine.provide({
    actors: {
      cardField: fromCallback<BuyCoinsEvent, { payments: PaymentSetup }>(({ input }) =>
        input.payments.provider === 'STRIPE' ? payments.mountStripeCard(cardElementId) : () => {},
      ),
      preparePayments: fromPromise(({ signal }) => payments.setup(signal)),
      createPaymentMethod: fromPromise(({ input, signal }) => payments.createPaymentMethod(input, signal)),
      chargeCard: fromPromise(({ input, signal }) => payments.charge(input, signal)),
      takeExtraStep: fromPromise(({ input, signal }) => payments.takeExtraStep(input, signal)),
    },
  });
};

export const transactionListScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/transactionList.machine')).transactionListMachine.provide({
    actors: { loadPage: operation(gateway, 'WalletPage', (answer) => answer.walletPage) },
  });

export const unlockPostScreen = async ({ gateway, navigate }: ScreenServices) =>
  (await import('../../machines/unlockPost.machine')).unlockPostMachine.provide({
    actors: { pay: operation(gateway, 'UnlockPost', (answer) => answer.unlockPost) },
    actions: { goToWallet: () => navigate('/settings/wallet') },
  });

export const donateScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/donate.machine')).donateMachine.provide({
    actors: { sendCoins: fromPromise(({ input, signal }) => sendCoins(gateway, input, signal)) },
  });

export const transferScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/transfer.machine')).transferMachine.provide({
    actors: {
      sendCoins: operation(
        gateway,
        'TransferCoins',
        (answer) => answer.transferCoins,
        (input: CoinSend) => ({ toUserId: input.target.id, amount: input.amount, idempotencyKey: input.idempotencyKey }),
      ),
    },
  });

export const sendStickerScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/sendSticker.machine')).sendStickerMachine.provide({
    actors: {
      loadStickers: operation(
        gateway,
        'Stickers',
        (answer) => answer.stickers,
        () => ({}),
      ),
      sendSticker: operation(gateway, 'SendSticker', (answer) => answer.sendSticker),
    },
  });
