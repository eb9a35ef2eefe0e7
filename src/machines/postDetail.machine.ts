import { assign, fromPromise, sendTo, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { notProvided } from './notProvided';
import type { Post, PostStoreRef } from './postStore.machine';

/** A screen-scoped actor: the post to open, and the app's post store it hands the post to. */
export interface PostDetailInput {
  postId: string;
  postStore: PostStoreRef;
}

/**
 * The post detail modal (opened from explore and the trending panel): loads the post by id into the
 * post store, which the modal reads, so a like or a vote there shows in every list.
 */
export const postDetailMachine = setup({
  types: {
    context: {} as PostDetailInput & { failure: Failure | null },
    input: {} as PostDetailInput,
    events: {} as { type: 'post.retry' },
  },
  actors: {
    loadPost: fromPromise<Post, { postId: string }>(notProvided('loadPost')),
  },
  actions: {
    /** The modal reads the post from the store, like every list. */
    storePost: sendTo(
      ({ context }) => context.postStore,
      (_, post: Post) => ({ type: 'posts.received' as const, posts: [post] }),
    ),
    assignFailure: assignFailure(),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'postDetail',
  context: ({ input }) => ({ postId: input.postId, postStore: input.postStore, failure: null }),
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
