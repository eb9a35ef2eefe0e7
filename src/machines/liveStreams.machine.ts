import { assign, fromPromise, setup } from 'xstate';
import type { LiveStream } from './live';
import { notProvided } from './notProvided';

/** How often the bubbles are read again while the home screen is open. */
export const LIVE_STREAMS_REFRESH_MS = 30_000;

/**
 * The live bubbles of the home strip (spec §2), read every LIVE_STREAMS_REFRESH_MS and on request; a failed read keeps
 * the bubbles shown until the next tick.
 */
export const liveStreamsMachine = setup({
  types: {
    context: {} as { streams: LiveStream[] },
    events: {} as { type: 'streams.refresh' },
  },
  actors: { loadStreams: fromPromise<LiveStream[]>(notProvided('loadStreams')) },
  actions: { assignStreams: assign({ streams: (_, streams: LiveStream[]) => streams }) },
  delays: { refresh: LIVE_STREAMS_REFRESH_MS },
}).createMachine({
  id: 'liveStreams',
  context: { streams: [] },
  initial: 'loading',
  states: {
    // Reading the streams live now.
    loading: {
      invoke: {
        src: 'loadStreams',
        onDone: { target: 'shown', actions: { type: 'assignStreams', params: ({ event }) => event.output } },
        onError: 'shown',
      },
    },
    // The bubbles as last read.
    shown: {
      after: { refresh: 'loading' },
      on: { 'streams.refresh': 'loading' },
    },
  },
});
