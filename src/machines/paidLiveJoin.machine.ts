import { assign, fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { toFailure, type Failure } from './failure';
import type { LiveStream } from './live';
import { isShortOfCoins, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export interface PaidLiveJoinInput {
  stream: LiveStream;
  toasts: ToastsRef;
  wallet: WalletRef;
}

export interface PaidLiveJoinContext extends PaidLiveJoinInput {
  failure: Failure | null;
}

export interface LiveJoinAnswer {
  message: string;
  walletBalance: number;
  stream: LiveStream;
}

export type PaidLiveJoinEvent =
  /** Pay the price shown; `balance` is the wallet's as shown (null while unknown: the server decides). */
  { type: 'join.confirm'; balance: number | null } | { type: 'join.cancel' };

/**
 * Joining a stream (spec §2 audience view, §5 paid live): a free stream, or one paid already, joins at
 * once; a paid one shows the pay modal (price and balance), and the confirmation pays with one
 * join-livestream (a double click sends nothing more; the server charges once per viewer and stream),
 * 'Joined Successfullly', or the server's words ('Some Error Occured' when it has none) and back.
 * Its output is the stream to watch, or null when the person gave up.
 */
export const paidLiveJoinMachine = setup({
  types: {
    context: {} as PaidLiveJoinContext,
    input: {} as PaidLiveJoinInput,
    events: {} as PaidLiveJoinEvent,
    output: {} as { stream: LiveStream | null },
  },
  actors: {
    joinStream: fromPromise<LiveJoinAnswer, { streamId: string }>(notProvided('joinStream')),
  },
  actions: {
    assignStream: assign({ stream: (_, stream: LiveStream) => ({ ...stream, joined: true }) }),
    assignFailure: assign({ failure: (_, error: unknown) => toFailure(error) }),
    clearFailure: assign({ failure: null }),
    setBalance: sendTo(
      ({ context }) => context.wallet,
      (_, balance: number) => ({ type: 'wallet.balance' as const, balance }),
    ),
    notify: notifyGivenToasts(),
  },
  guards: {
    mayWatch: ({ context }) => !context.stream.paid || context.stream.joined,
    isShort: ({ context }, balance: number | null) => balance !== null && balance < context.stream.price,
    isInsufficient: (_, error: unknown) => isShortOfCoins(toFailure(error), Messages.insufficientBalance),
  },
}).createMachine({
  id: 'paidLiveJoin',
  context: ({ input }) => ({ ...input, failure: null }),
  output: ({ context }) => ({ stream: context.stream.joined || !context.stream.paid ? context.stream : null }),
  initial: 'deciding',
  states: {
    // Free or paid already: straight in; otherwise the pay modal.
    deciding: { always: [{ guard: 'mayWatch', target: 'joined' }, { target: 'confirming' }] },
    // The pay modal: the price and the balance.
    confirming: {
      on: {
        'join.confirm': [
          { guard: { type: 'isShort', params: ({ event }) => event.balance }, target: 'short' },
          { target: 'paying', actions: 'clearFailure' },
        ],
        'join.cancel': 'cancelled',
      },
    },
    // 'You have insufficient balance': buy coins or give up.
    short: { on: { 'join.cancel': 'cancelled' } },
    // Paying once; the button is disabled, a second click sends nothing.
    paying: {
      invoke: {
        src: 'joinStream',
        input: ({ context }) => ({ streamId: context.stream.id }),
        onDone: {
          target: 'joined',
          actions: [
            { type: 'assignStream', params: ({ event }) => event.output.stream },
            { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.liveJoined }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isInsufficient', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'short',
            actions: { type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
          {
            target: 'confirming',
            actions: [
              { type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
              {
                type: 'notify',
                params: ({ event }: { event: { error: unknown } }) => ({
                  kind: 'error' as const,
                  message: (event.error as { message?: string } | null)?.message || Messages.liveJoinFailed,
                }),
              },
            ],
          },
        ],
      },
    },
    joined: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
