import { assign, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { PAGE_SIZE, REVIEW_COMMENT_MAX } from '../../contract/rules';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/** The admin area's queues (DESIGN.md, roles and review): reported posts and, since issue 28, reported and suspended people. */
export type QueueKind = 'verifications' | 'payouts' | 'reports' | 'people' | 'suspended';

/**
 * A decision: approve (a verification, a payout), remove (a reported post), suspend (a reported person) or
 * unsuspend (a suspended one); reject (with a reason) or dismiss.
 */
export interface Decision {
  id: string;
  approve: boolean;
  comment: string;
}

export type AdminQueueEvent =
  | { type: 'queue.retry' }
  | { type: 'queue.more' }
  | { type: 'queue.decide'; decision: Decision }
  | { type: 'queue.confirm' }
  | { type: 'queue.cancel' };

interface Context<Item extends { id: string }> {
  toasts: ToastsRef;
  kind: QueueKind;
  items: Item[];
  page: number;
  hasMore: boolean;
  /** The item being decided. */
  deciding: string | null;
  /** The decision asked for, waiting for its confirmation or on its way. */
  pending: Decision | null;
  reasonError: { id: string; message: MessageKey } | null;
  failure: Failure | null;
}

/** A rejection needs a reason (payouts and verifications); dismissing reports (of a post or a person) does not. */
function reasonError(kind: QueueKind, decision: Decision): MessageKey | undefined {
  if (decision.approve || kind === 'reports' || kind === 'people' || kind === 'suspended') return undefined;
  const reason = decision.comment.trim();
  if (!reason) return 'rejectReasonRequired';
  if ([...reason].length > REVIEW_COMMENT_MAX) return 'rejectReasonTooLong';
  return undefined;
}

/** Suspending a person ends their sessions and hides them from everyone: the admin confirms it once. */
const needsConfirmation = (kind: QueueKind, decision: Decision) => kind === 'people' && decision.approve;

type Item = { id: string };

/**
 * An admin queue: its pending items page by page (an empty page ends), and a decision on one item at
 * a time; a decided item leaves the list. Another admin's decision first answers 409: the list is read again.
 */
export const adminQueueMachine = setup({
  types: {
    context: {} as Context<Item>,
    input: {} as { toasts: ToastsRef; kind: QueueKind },
    events: {} as AdminQueueEvent,
  },
  actors: {
    loadQueue: fromPromise<Item[], { kind: QueueKind; page: number }>(notProvided('loadQueue')),
    decide: fromPromise<{ message: string }, { kind: QueueKind } & Decision>(notProvided('decide')),
  },
  actions: {
    // A page shorter than the server's is the last one: no Load more under it.
    assignFirstPage: assign((_, items: Item[]) => ({ items, page: 1, hasMore: items.length >= PAGE_SIZE })),
    appendPage: assign(({ context }, items: Item[]) => ({
      items: [...context.items, ...items.filter((item) => !context.items.some((known) => known.id === item.id))],
      page: context.page + 1,
      hasMore: items.length >= PAGE_SIZE,
    })),
    askConfirmation: assign({ pending: (_, decision: Decision) => decision, reasonError: null }),
    dropPending: assign({ pending: null }),
    startDeciding: assign({
      deciding: (_, decision: Decision) => decision.id,
      pending: (_, decision: Decision) => decision,
      reasonError: null,
      failure: null,
    }),
    removeDecided: assign({
      items: ({ context }) => context.items.filter((item) => item.id !== context.deciding),
      deciding: null,
      pending: null,
    }),
    stopDeciding: assign({ deciding: null, pending: null }),
    rejectReason: assign({
      reasonError: ({ context }, decision: Decision) => ({ id: decision.id, message: reasonError(context.kind, decision)! }),
    }),
    clearFailure: assign({ failure: null }),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    needsReason: ({ context }, decision: Decision) => reasonError(context.kind, decision) !== undefined,
    needsConfirmation: ({ context }, decision: Decision) => needsConfirmation(context.kind, decision),
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'adminQueue',
  context: ({ input }) => ({
    toasts: input.toasts,
    kind: input.kind,
    items: [],
    page: 1,
    hasMore: false,
    deciding: null,
    pending: null,
    reasonError: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    /** Reading the first page. */
    loading: {
      invoke: {
        src: 'loadQueue',
        input: ({ context }) => ({ kind: context.kind, page: 1 }),
        onDone: { target: 'ready', actions: { type: 'assignFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The queue could not be read. */
    failed: { on: { 'queue.retry': { target: 'loading', actions: 'clearFailure' } } },
    /** The items, each with its decisions. */
    ready: {
      on: {
        'queue.decide': [
          {
            guard: { type: 'needsReason', params: ({ event }) => event.decision },
            actions: { type: 'rejectReason', params: ({ event }) => event.decision },
          },
          {
            guard: { type: 'needsConfirmation', params: ({ event }) => event.decision },
            target: 'confirming',
            actions: { type: 'askConfirmation', params: ({ event }) => event.decision },
          },
          { target: 'deciding', actions: { type: 'startDeciding', params: ({ event }) => event.decision } },
        ],
        'queue.more': { guard: 'hasMore', target: 'loadingMore' },
        'queue.retry': { target: 'loading', actions: 'clearFailure' },
      },
    },
    /** A suspension asked for: it goes out only once the admin confirms it. */
    confirming: {
      on: {
        'queue.confirm': { target: 'deciding', actions: { type: 'startDeciding', params: ({ context }) => context.pending! } },
        'queue.cancel': { target: 'ready', actions: 'dropPending' },
      },
    },
    /** One decision on its way. */
    deciding: {
      invoke: {
        src: 'decide',
        input: ({ context }) => ({ kind: context.kind, ...context.pending! }),
        onDone: {
          target: 'ready',
          actions: ['removeDecided', { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) }],
        },
        // Decided elsewhere, or refused: say so and read the queue again.
        onError: {
          target: 'loading',
          actions: [
            'stopDeciding',
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
          ],
        },
      },
    },
    /** The next page. */
    loadingMore: {
      invoke: {
        src: 'loadQueue',
        input: ({ context }) => ({ kind: context.kind, page: context.page + 1 }),
        onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
