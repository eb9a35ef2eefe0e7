import { assign, fromPromise, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { notProvided } from './notProvided';

/** The background jobs in all: queued (new or waiting for a retry), running, and failed after their last retry. */
export interface JobCounts {
  waiting: number;
  active: number;
  failed: number;
}

interface Context {
  counts: JobCounts | null;
  failure: Failure | null;
}

/** The admin area's line on the background jobs: read when the area opens, again on retry or refresh. */
export const adminJobsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'jobs.refresh' },
  },
  actors: {
    loadJobs: fromPromise<JobCounts>(notProvided('loadJobs')),
  },
  actions: {
    assignCounts: assign({ counts: (_, counts: JobCounts) => counts, failure: null }),
    assignFailure: assignFailure<Context, { type: 'jobs.refresh' }>(),
  },
}).createMachine({
  id: 'adminJobs',
  context: { counts: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadJobs',
        onDone: { target: 'shown', actions: { type: 'assignCounts', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: { on: { 'jobs.refresh': 'loading' } },
    failed: { on: { 'jobs.refresh': 'loading' } },
  },
});
