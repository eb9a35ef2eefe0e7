import { assign, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { notProvided } from './notProvided';
import type { CoinPack, MoneyDialog, WalletEvent } from './money';

export type { WalletEvent };

/** What the wallet reads of the signed-in user: the balance, the coin packs on sale and the referral code. */
export interface WalletSnapshot {
  walletBalance: number;
  coinPacks: CoinPack[];
  referenceCode: string;
  /** Automatic top-up is on: a purchase the balance does not cover is sent, the server buying a pack first. */
  autoTopUp: boolean;
}

export interface WalletContext {
  /** Null until the first read after login. */
  balance: number | null;
  packs: CoinPack[];
  referralCode: string | null;
  /** Automatic top-up is on (decision 52): the dialogs leave a short wallet to the server. */
  autoTopUp: boolean;
  /** The money dialog open now (unlock, donate, transfer, sticker), over any screen. */
  dialog: MoneyDialog | null;
}

type SessionEvent = Extract<WalletEvent, { type: 'session.started' | 'session.ended' }>;

const signedOutContext: WalletContext = { balance: null, packs: [], referralCode: null, autoTopUp: false, dialog: null };

/**
 * The viewer's wallet while signed in: read after login, then kept by paid calls' answers and the socket's `wallet`
 * push, so every screen shows the same balance. It also holds the one money dialog open.
 */
export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
  },
  actors: {
    /** Tells when a session starts (logged in, viewer known) and ends (logout, 401). */
    sessionChanges: fromCallback<SessionEvent>(() => () => {}),
    /** The socket's `wallet` event for the signed-in viewer; its cleanup closes the socket. */
    balancePushes: fromCallback<WalletEvent>(() => () => {}),
    loadWallet: fromPromise<WalletSnapshot>(notProvided('loadWallet')),
  },
  actions: {
    assignWallet: assign((_, wallet: WalletSnapshot) => ({
      balance: wallet.walletBalance,
      packs: wallet.coinPacks,
      referralCode: wallet.referenceCode,
      autoTopUp: wallet.autoTopUp,
    })),
    assignAutoTopUp: assign({ autoTopUp: (_, on: boolean) => on }),
    assignBalance: assign({ balance: (_, balance: number) => balance }),
    openDialog: assign({ dialog: (_, dialog: MoneyDialog) => dialog }),
    closeDialog: assign({ dialog: null }),
    forgetWallet: assign(() => signedOutContext),
  },
}).createMachine({
  id: 'wallet',
  context: signedOutContext,
  invoke: { src: 'sessionChanges' },
  initial: 'signedOut',
  states: {
    // Nobody's wallet; no socket is open.
    signedOut: {
      on: { 'session.started': 'signedIn' },
    },
    // The viewer's wallet: pushes and paid calls keep the balance, dialogs open over any screen.
    signedIn: {
      invoke: { src: 'balancePushes' },
      on: {
        'session.ended': { target: 'signedOut', actions: 'forgetWallet' },
        'wallet.balance': { actions: { type: 'assignBalance', params: ({ event }) => event.balance } },
        'wallet.autoTopUp': { actions: { type: 'assignAutoTopUp', params: ({ event }) => event.on } },
        'wallet.dialogOpened': { actions: { type: 'openDialog', params: ({ event }) => event.dialog } },
        'wallet.dialogClosed': { actions: 'closeDialog' },
      },
      initial: 'loading',
      states: {
        // Reading the balance, the coin packs and the referral code.
        loading: {
          invoke: {
            src: 'loadWallet',
            onDone: { target: 'ready', actions: { type: 'assignWallet', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        // The wallet is known.
        ready: {
          on: { 'wallet.reload': 'loading' },
        },
        // The first read failed: the header shows no balance; the wallet screen offers to read it again.
        failed: {
          on: { 'wallet.reload': 'loading' },
        },
      },
    },
  },
});

export type WalletActorRef = ActorRefFrom<typeof walletMachine>;
