import { assign, fromPromise, sendTo, setup } from 'xstate';
import { Messages, type MessageKey } from '../../contract/messages';
import { tipNoteError } from '../validation/money';
import { assignFailure, toFailure, type Failure } from './failure';
import { attemptKey, type Sticker, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export interface SendStickerInput {
  /** Who receives the sticker. */
  toUserId: string;
  /** A gift in this live stream's chat instead of a sticker sent to a profile. */
  streamId?: string;
  /** A random seed for the attempts' idempotency keys. */
  attemptSeed: string;
  toasts: ToastsRef;
  wallet: WalletRef;
}

export interface SendStickerContext extends SendStickerInput {
  stickers: Sticker[];
  /** The sticker being confirmed or sent, or the last one refused. */
  chosen: Sticker | null;
  /** The short message that rides with it (trimmed; '' for none), seen by the receiver. */
  note: string;
  /** Why the typed message was refused (too long, control characters): nothing is charged until it is mended. */
  noteError: MessageKey | null;
  attempt: number;
  error: MessageKey | null;
  failure: Failure | null;
}

export interface StickerAnswer {
  message: string;
  walletBalance: number;
  sticker: Sticker;
}

export type SendStickerEvent =
  /** Pick this sticker: its price and the balance are shown to confirm; `balance` is the wallet's as shown (null while unknown: the server decides). */
  | { type: 'sticker.send'; sticker: Sticker; balance: number | null }
  /** Pay for the picked sticker, with an optional short message (refused by the note rule: nothing charged): the one step that charges. */
  | { type: 'sticker.confirm'; note: string }
  /** Back to the catalog without paying. */
  | { type: 'sticker.back' }
  | { type: 'stickers.retry' };

/**
 * The sticker picker (spec §3, §7): the catalog with prices, an unaffordable sticker refused before sending, one paid
 * call per sticker. Chat and live reuse it: its output is the sticker sent.
 */
export const sendStickerMachine = setup({
  types: {
    context: {} as SendStickerContext,
    input: {} as SendStickerInput,
    events: {} as SendStickerEvent,
    output: {} as { sticker: Sticker | null },
  },
  actors: {
    loadStickers: fromPromise<Sticker[]>(notProvided('loadStickers')),
    sendSticker: fromPromise<
      StickerAnswer,
      { stickerId: string; toUserId: string; streamId?: string; message?: string; idempotencyKey: string }
    >(notProvided('sendSticker')),
  },
  actions: {
    assignStickers: assign({ stickers: (_, stickers: Sticker[]) => stickers }),
    /** A new attempt (a new key) unless this is a retry of the sticker that was refused. */
    choose: assign(({ context }, sticker: Sticker) =>
      context.chosen?.id === sticker.id && context.attempt > 0
        ? { error: null, failure: null }
        : { chosen: sticker, attempt: context.attempt + 1, error: null, failure: null },
    ),
    refuseShort: assign({ error: 'insufficientBalance' as MessageKey }),
    assignNote: assign({ note: (_, note: string) => note.trim(), noteError: null }),
    refuseNote: assign({ noteError: (_, note: string) => tipNoteError(note) ?? null }),
    clearNoteError: assign({ noteError: null }),
    clearFailure: assign({ failure: null }),
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
    isShort: (_, { sticker, balance }: { sticker: Sticker; balance: number | null }) => balance !== null && sticker.price > balance,
    isNoteRefused: (_, note: string) => tipNoteError(note) !== undefined,
  },
}).createMachine({
  id: 'sendSticker',
  context: ({ input }) => ({ ...input, stickers: [], chosen: null, note: '', noteError: null, attempt: 0, error: null, failure: null }),
  output: ({ context }) => ({ sticker: context.chosen }),
  initial: 'loading',
  states: {
    // Reading the catalog.
    loading: {
      entry: 'clearFailure',
      invoke: {
        src: 'loadStickers',
        onDone: { target: 'choosing', actions: { type: 'assignStickers', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The catalog could not be read: retry.
    failed: {
      on: { 'stickers.retry': 'loading' },
    },
    // The stickers with their prices: a click picks one (nothing is charged yet).
    choosing: {
      on: {
        'sticker.send': [
          { guard: { type: 'isShort', params: ({ event }) => event }, actions: 'refuseShort' },
          { target: 'confirming', actions: { type: 'choose', params: ({ event }) => event.sticker } },
        ],
      },
    },
    // The picked sticker, its price and the balance, an optional message: asked once before any charge.
    confirming: {
      on: {
        'sticker.confirm': [
          {
            guard: { type: 'isNoteRefused', params: ({ event }) => event.note },
            actions: { type: 'refuseNote', params: ({ event }) => event.note },
          },
          { target: 'sending', actions: { type: 'assignNote', params: ({ event }) => event.note } },
        ],
        'sticker.back': { target: 'choosing', actions: 'clearNoteError' },
      },
    },
    // The sticker is on its way; the picker is disabled.
    sending: {
      invoke: {
        src: 'sendSticker',
        input: ({ context }) => ({
          stickerId: context.chosen!.id,
          toUserId: context.toUserId,
          ...(context.streamId ? { streamId: context.streamId } : {}),
          ...(context.note ? { message: context.note } : {}),
          idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
        }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.stickerSent }) },
          ],
        },
        onError: {
          target: 'choosing',
          actions: [
            { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
          ],
        },
      },
    },
    // Sent: the picker closes (chat and live add their message).
    sent: { type: 'final', entry: 'closeDialog' },
  },
});
