import { assign, fromPromise, sendTo, setup } from 'xstate';
import { toFailure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { Poll } from './post';
import type { PostStoreRef } from './postStore.machine';
import type { ToastsRef } from './toast.machine';

export type PollVoteEvent = { type: 'poll.vote'; optionId: string };

/** The server's answer to a vote: the poll as counted now. */
export interface VoteCounted {
  message: string;
  postId: string;
  poll: Poll;
}

/** A screen-scoped actor: the poll's post, and the app's toasts and post store it reports to. */
export interface PollVoteInput {
  postId: string;
  toasts: ToastsRef;
  postStore: PostStoreRef;
}

/**
 * One poll's vote (spec §4: one vote; after voting the options are disabled and show percentages).
 * The poll itself lives in the post store: a counted vote replaces it there, so every list shows it.
 */
export const pollVoteMachine = setup({
  types: {
    context: {} as PollVoteInput & { choice: string | null },
    input: {} as PollVoteInput,
    events: {} as PollVoteEvent,
  },
  actors: {
    votePoll: fromPromise<VoteCounted, { postId: string; optionId: string }>(notProvided('votePoll')),
    /** The poll as the server has it now (the post's poll), read again after a vote it refused. */
    loadPoll: fromPromise<Poll, { postId: string }>(notProvided('loadPoll')),
  },
  guards: {
    /** 409: this viewer voted already (another tab, another device). */
    hasVotedAlready: (_, error: unknown) => toFailure(error).status === 409,
  },
  actions: {
    assignChoice: assign({ choice: (_, optionId: string) => optionId }),
    clearChoice: assign({ choice: null }),
    /** The counted poll goes to the post store, so every list shows it. */
    patchPost: sendTo(
      ({ context }) => context.postStore,
      (_, { id, poll }: { id: string; poll: Poll }) => ({ type: 'post.patched' as const, id, patch: { poll } }),
    ),
    notify: notifyGivenToasts(),
  },
}).createMachine({
  id: 'pollVote',
  context: ({ input }) => ({ postId: input.postId, toasts: input.toasts, postStore: input.postStore, choice: null }),
  initial: 'idle',
  states: {
    // The options take a click (or Enter/Space).
    idle: {
      on: { 'poll.vote': { target: 'voting', actions: { type: 'assignChoice', params: ({ event }) => event.optionId } } },
    },
    // The vote is on its way: every option is disabled; a second vote is not sent.
    voting: {
      invoke: {
        src: 'votePoll',
        input: ({ context }) => ({ postId: context.postId, optionId: context.choice! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'patchPost', params: ({ event }) => ({ id: event.output.postId, poll: event.output.poll }) },
            'clearChoice',
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        // Any refusal toasts the server's words; 'You have already voted this poll' (409) also reads the poll
        // again, so its percentages and the earlier choice show.
        onError: [
          {
            guard: { type: 'hasVotedAlready', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'reloading',
            actions: [
              'clearChoice',
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
            ],
          },
          {
            target: 'idle',
            actions: [
              'clearChoice',
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
            ],
          },
        ],
      },
    },
    // The options stay disabled while the counted poll comes back; a failure here changes nothing shown.
    reloading: {
      invoke: {
        src: 'loadPoll',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: {
          target: 'idle',
          actions: { type: 'patchPost', params: ({ context, event }) => ({ id: context.postId, poll: event.output }) },
        },
        onError: 'idle',
      },
    },
  },
});
