import { assign, fromPromise, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import type { LiveHost } from './live';
import { notProvided } from './notProvided';

/** Someone watching the host's stream now, and since when (ISO time). */
export interface LiveViewerEntry {
  user: LiveHost;
  joinedAt: string;
}

export interface LiveViewerListInput {
  streamId: string;
}

export interface LiveViewerListContext extends LiveViewerListInput {
  viewers: LiveViewerEntry[];
  failure: Failure | null;
  /** The audience changed while a load ran: load again once it answers. */
  stale: boolean;
}

export type LiveViewerListEvent =
  | { type: 'viewers.open' }
  | { type: 'viewers.close' }
  /** The audience changed (someone joined or left): read the list again while it is open. */
  | { type: 'viewers.changed' }
  | { type: 'viewers.retry' };

/** The host's list of who watches now (issue 32): read when opened, read again as people join and leave. */
export const liveViewerListMachine = setup({
  types: {
    context: {} as LiveViewerListContext,
    input: {} as LiveViewerListInput,
    events: {} as LiveViewerListEvent,
  },
  actors: {
    loadViewers: fromPromise<LiveViewerEntry[], { streamId: string }>(notProvided('loadViewers')),
  },
  actions: {
    markFresh: assign({ stale: false }),
    markStale: assign({ stale: true }),
    assignViewers: assign({ viewers: (_, viewers: LiveViewerEntry[]) => viewers, failure: null }),
    assignFailure: assignFailure(),
  },
  guards: {
    isStale: ({ context }) => context.stale,
  },
}).createMachine({
  id: 'liveViewerList',
  context: ({ input }) => ({ ...input, viewers: [], failure: null, stale: false }),
  initial: 'closed',
  states: {
    closed: { on: { 'viewers.open': 'open' } },
    open: {
      on: { 'viewers.close': 'closed' },
      initial: 'loading',
      states: {
        // Reading the list (the first time shows a loading line).
        loading: {
          entry: 'markFresh',
          invoke: {
            src: 'loadViewers',
            input: ({ context }) => ({ streamId: context.streamId }),
            onDone: [
              {
                guard: 'isStale',
                target: 'loading',
                reenter: true,
                actions: { type: 'assignViewers', params: ({ event }) => event.output },
              },
              { target: 'shown', actions: { type: 'assignViewers', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
          on: { 'viewers.changed': { actions: 'markStale' } },
        },
        shown: { on: { 'viewers.changed': 'loading' } },
        failed: { on: { 'viewers.retry': 'loading', 'viewers.changed': 'loading' } },
      },
    },
  },
});
