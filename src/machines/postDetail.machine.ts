import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from './failure';
import { notProvided } from './notProvided';
import type { Post } from './postStore.machine';

/**
 * The post detail modal (opened from explore and the trending panel): loads the post by id into the
 * post store, which the modal reads, so a like or a vote there shows in every list.
 */
export const postDetailMachine = setup({
  types: {
    context: {} as { postId: string; failure: Failure | null },
    input: {} as { postId: string },
    events: {} as { type: 'post.retry' },
  },
  actors: {
    loadPost: fromPromise<Post, { postId: string }>(notProvided('loadPost')),
  },
  actions: {
    /** The edge hands the post to the post store. */
    storePost: (_, _post: Post) => {},
    assignFailure: assign({ failure: (_, { error }: { error: unknown }) => toFailure(error) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'postDetail',
  context: ({ input }) => ({ postId: input.postId, failure: null }),
  initial: 'loading',
  states: {
    // Fresh from the server, even when a list already holds the post.
    loading: {
      entry: 'clearFailure',
      invoke: {
        src: 'loadPost',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: { target: 'ready', actions: { type: 'storePost', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    // Not found or unreachable: the modal says so and offers a retry.
    failed: { on: { 'post.retry': 'loading' } },
  },
});
