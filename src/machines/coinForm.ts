import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { coinAmountError, tipNoteError } from '../validation/money';
import { typedAmount } from '../validation/posts';
import { assignFailure, type Failure } from './failure';
import { attemptKey, type BalanceAnswer, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/** Where the coins go: a post's author (donation on a post), a person (donation on a profile, transfer), a live stream's host (a tip). */
export interface CoinTarget {
  kind: 'post' | 'user' | 'live';
  id: string;
}

export interface CoinFormInput {
  target: CoinTarget;
  /** A random seed for the attempts' idempotency keys. */
  attemptSeed: string;
  toasts: ToastsRef;
  wallet: WalletRef;
}

export interface CoinFormContext extends CoinFormInput {
  /** The amount as typed: digits only, at most 5. */
  amount: string;
  /** Why the amount cannot be sent (spec §5), shown under the field. */
  error: MessageKey | null;
  /** The attempt the last send was: a retry of the same amount sends the same key. */
  attempt: number;
  /** The amount the attempt's key was made for; another amount is another attempt. */
  attemptAmount: string | null;
  /** The short message that rides with a donation (issue 28), as typed; '' for none. */
  note: string;
  /** Why the message cannot be sent (the server's rule), shown under its field. */
  noteError: MessageKey | null;
  /** The message the attempt's key was made for; another message is another attempt. */
  attemptNote: string;
  failure: Failure | null;
}

export interface CoinSend {
  target: CoinTarget;
  amount: number;
  /** The donation's short message, trimmed; '' for none (a form without a message field always sends ''). */
  note: string;
  idempotencyKey: string;
}

export type CoinFormEvent =
  | { type: 'coins.preset'; amount: number }
  | { type: 'coins.typed'; value: string }
  /** The short message typed (only a form made with `note` takes it). */
  | { type: 'coins.note'; value: string }
  /** Send; `balance` is the wallet's as shown (null while unknown: the server decides). */
  | { type: 'coins.submit'; balance: number | null };

interface CoinFormOptions {
  id: string;
  /** The amount the form opens with (spec §9: 100 for donations and transfers). */
  initial: number;
  /** The message of an empty amount. */
  required: Extract<MessageKey, 'donationAmountRequired' | 'transferAmountRequired'>;
  /** The toast of a refused send (spec §8: 'Donation Failed', 'Tranfer Failed'). */
  failed: string;
  /** The amount as typed becomes (digits only, at most 5, by default). */
  typed?: (value: string) => string;
  /** The form takes a short message for the receiver (donations, issue 28). */
  note?: boolean;
}

/**
 * A form that sends coins (spec §5): a preset or typed amount checked against the balance, then one paid call whose
 * answer sets the wallet's balance. Donate and transfer are this form with their own words.
 */
export const coinFormMachine = ({ id, initial, required, failed, typed = typedAmount, note = false }: CoinFormOptions) =>
  setup({
    types: {
      context: {} as CoinFormContext,
      input: {} as CoinFormInput,
      events: {} as CoinFormEvent,
    },
    actors: {
      sendCoins: fromPromise<BalanceAnswer, CoinSend>(notProvided('sendCoins')),
    },
    actions: {
      assignAmount: assign({ amount: (_, amount: string) => typed(amount), error: null }),
      assignNote: assign({ note: (_, value: string) => value, noteError: null }),
      rejectAmount: assign({
        error: ({ context }, balance: number | null) => coinAmountError(context.amount, balance, required) ?? null,
        noteError: ({ context }) => tipNoteError(context.note) ?? null,
      }),
      /** A new attempt (a new key) unless this is a retry of the same amount and message. */
      startAttempt: assign(({ context }) =>
        context.attemptAmount === context.amount && context.attemptNote === context.note.trim()
          ? { error: null, noteError: null, failure: null }
          : {
              attempt: context.attempt + 1,
              attemptAmount: context.amount,
              attemptNote: context.note.trim(),
              error: null,
              noteError: null,
              failure: null,
            },
      ),
      assignFailure: assignFailure(),
      setBalance: sendTo(
        ({ context }) => context.wallet,
        (_, balance: number) => ({ type: 'wallet.balance' as const, balance }),
      ),
      notify: notifyGivenToasts(),
      /** The dialog closes once the flow is over. */
      closeDialog: sendTo(({ context }) => context.wallet, { type: 'wallet.dialogClosed' as const }),
    },
    guards: {
      isRefused: ({ context }, balance: number | null) =>
        coinAmountError(context.amount, balance, required) !== undefined || tipNoteError(context.note) !== undefined,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      ...input,
      amount: String(initial),
      error: null,
      attempt: 0,
      attemptAmount: null,
      note: '',
      noteError: null,
      attemptNote: '',
      failure: null,
    }),
    initial: 'editing',
    states: {
      // Choosing the amount: a preset or a typed one.
      editing: {
        on: {
          'coins.preset': { actions: { type: 'assignAmount', params: ({ event }) => String(event.amount) } },
          'coins.typed': { actions: { type: 'assignAmount', params: ({ event }) => event.value } },
          ...(note
            ? {
                'coins.note': {
                  actions: { type: 'assignNote' as const, params: ({ event }: { event: { value: string } }) => event.value },
                },
              }
            : {}),
          'coins.submit': [
            {
              guard: { type: 'isRefused', params: ({ event }) => event.balance },
              actions: { type: 'rejectAmount', params: ({ event }) => event.balance },
            },
            { target: 'sending', actions: 'startAttempt' },
          ],
        },
      },
      // The coins are on their way; the form is disabled, a second click sends nothing.
      sending: {
        invoke: {
          src: 'sendCoins',
          input: ({ context }) => ({
            target: context.target,
            amount: Number(context.amount),
            note: context.note.trim(),
            idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
          }),
          onDone: {
            target: 'sent',
            actions: [
              { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
              { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            ],
          },
          onError: {
            target: 'editing',
            actions: [
              { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'notify', params: { kind: 'error', message: failed } },
            ],
          },
        },
      },
      // Sent: the modal closes.
      sent: { type: 'final', entry: 'closeDialog' },
    },
  });
