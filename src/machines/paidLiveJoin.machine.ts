import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import type { LiveStream } from './live';
import type { WalletRef } from './money';
import { notProvided } from './notProvided';
import { paidActionActions, paidActionGuards, paidActionStates, type PaidActionContext, type PaidActionEvent } from './paidAction.machine';
import type { ToastsRef } from './toast.machine';

export interface PaidLiveJoinInput {
  stream: LiveStream;
  toasts: ToastsRef;
  wallet: WalletRef;
}

export interface PaidLiveJoinContext extends PaidLiveJoinInput, PaidActionContext {}

export interface LiveJoinAnswer {
  message: string;
  walletBalance: number;
  stream: LiveStream;
}

export type PaidLiveJoinEvent = PaidActionEvent | { type: 'join.cancel' };

/**
 * Joining a stream (spec §2, §5 paid live): free or already paid joins at once; a paid one is the paid action with one
 * join-livestream, keyless since the server charges once per viewer and stream. Output: the stream, or null.
 */
export const paidLiveJoinMachine = setup({
  types: {
    context: {} as PaidLiveJoinContext,
    input: {} as PaidLiveJoinInput,
    events: {} as PaidLiveJoinEvent,
    output: {} as { stream: LiveStream | null },
  },
  actors: {
    pay: fromPromise<LiveJoinAnswer, { streamId: string }>(notProvided('pay')),
  },
  actions: {
    ...paidActionActions<PaidLiveJoinContext, PaidLiveJoinEvent>(),
    deliver: assign({ stream: (_, answer: LiveJoinAnswer) => ({ ...answer.stream, joined: true }) }),
  },
  guards: {
    ...paidActionGuards((context: PaidLiveJoinContext) => context.stream.price),
    mayWatch: ({ context }) => !context.stream.paid || context.stream.joined,
  },
}).createMachine({
  id: 'paidLiveJoin',
  context: ({ input }) => ({ ...input, attempt: 0, failure: null }),
  output: ({ context }) => ({ stream: context.stream.joined || !context.stream.paid ? context.stream : null }),
  initial: 'deciding',
  states: {
    // Free or paid already: straight in; otherwise the pay modal.
    deciding: { always: [{ guard: 'mayWatch', target: 'joined' }, { target: 'confirming' }] },
    ...paidActionStates<PaidLiveJoinContext, { streamId: string }, LiveJoinAnswer, 'joined'>({
      paid: 'joined',
      request: (context) => ({ streamId: context.stream.id }),
      paidMessage: Messages.liveJoined,
      refusedToast: Messages.liveJoinFailed,
      closesDialog: false,
      also: { confirming: { 'join.cancel': 'cancelled' }, failed: { 'join.cancel': 'cancelled' }, short: { 'join.cancel': 'cancelled' } },
    }),
    cancelled: { type: 'final' },
  },
});
