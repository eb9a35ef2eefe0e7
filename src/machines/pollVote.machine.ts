import { assign, fromPromise, setup } from 'xstate';
import type { PollState, VoteCounted } from '../services/comments';
import { toFailure } from './failure';
import type { Notice } from './notice';
import { notProvided } from './notProvided';

export type PollVoteEvent = { type: 'poll.vote'; optionId: string };

/**
 * One poll's vote (spec §4: one vote; after voting the options are disabled and show percentages).
 * The poll itself lives in the post store: a counted vote replaces it there, so every list shows it.
 */
export const pollVoteMachine = setup({
  types: {
    context: {} as { postId: string; choice: string | null },
    input: {} as { postId: string },
    events: {} as PollVoteEvent,
  },
  actors: {
    votePoll: fromPromise<VoteCounted, { postId: string; optionId: string }>(notProvided('votePoll')),
    /** The poll as the server has it now (the post's poll), read again after a vote it refused. */
    loadPoll: fromPromise<PollState, { postId: string }>(notProvided('loadPoll')),
  },
  guards: {
    /** 409: this viewer voted already (another tab, another device). */
    hasVotedAlready: (_, error: unknown) => toFailure(error).status === 409,
  },
  actions: {
    assignChoice: assign({ choice: (_, optionId: string) => optionId }),
    clearChoice: assign({ choice: null }),
    /** The edge sends the counted poll to the post store. */
    patchPost: (_, _patch: { id: string; patch: { poll: PollState } }) => {},
    /** A screen-scoped actor lives outside the app system: the view provides the toast. */
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'pollVote',
  context: ({ input }) => ({ postId: input.postId, choice: null }),
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
            { type: 'patchPost', params: ({ event }) => ({ id: event.output.postId, patch: { poll: event.output.poll } }) },
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
            actions: ['clearChoice', { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) }],
          },
          {
            target: 'idle',
            actions: ['clearChoice', { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) }],
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
          actions: { type: 'patchPost', params: ({ context, event }) => ({ id: context.postId, patch: { poll: event.output } }) },
        },
        onError: 'idle',
      },
    },
  },
});
