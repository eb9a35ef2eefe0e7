import { assign, fromPromise, sendTo, setup, stopChild, type DoneActorEvent } from 'xstate';
import { Messages } from '../../contract/messages';
import { toFailure } from './failure';
import type { WalletEvent } from './money';
import { notifyToasts, type Notice } from './notice';
import { notProvided } from './notProvided';
import type { Post, PostStoreEvent } from './postStore.machine';

/** The answers of the post calls the machine needs. */
export interface LikeAnswer {
  isLiked: boolean;
  likeCount: number;
}
export interface FavouriteAnswer {
  isFavourite: boolean;
}
export interface DeleteAnswer {
  message: string;
  postsCount: number | null;
}

/** What a viewer does to a post that the server must answer. */
export type PostAction = 'like' | 'favourite' | 'hide' | 'delete';

/** One call: the action and the post as it was when the viewer asked (a refused like goes back to it). */
export interface PostCall {
  action: PostAction;
  post: Post;
}

/** A running call, as the post actions tell it apart: one per post and action. */
export interface RunningCall {
  action: PostAction;
  postId: string;
}

export type PostActionsEvent =
  | { type: 'post.like'; post: Post }
  | { type: 'post.favourite'; post: Post }
  | { type: 'post.hide'; post: Post }
  | { type: 'post.delete'; post: Post }
  /** Lock buttons and Donate: the subscription modal (coming), the unlock confirmation and the donate modal (the wallet's). */
  | { type: 'post.subscribe'; post: Post }
  | { type: 'post.unlock'; post: Post; price: number }
  | { type: 'post.donate'; post: Post };

const likeToggled = (post: Post): LikeAnswer => ({
  isLiked: !post.isLiked,
  // Spec §4/§9: the counter moves by one and never goes below 0.
  likeCount: Math.max(0, post.likeCount + (post.isLiked ? -1 : 1)),
});

const patched = (id: string, patch: Partial<Post>): PostStoreEvent => ({ type: 'post.patched', id, patch });
const notice = (kind: Notice['kind'], message: Notice['message']): Notice => ({ kind, message });
const failed = (error: unknown) => notice('error', toFailure(error).message);

/**
 * One call of one post action: a like or favourite shows at once and is undone if refused; hide and delete wait for
 * the server. Lists read the post store, so one patch shows everywhere.
 */
export const postCallMachine = setup({
  types: {
    context: {} as PostCall,
    input: {} as PostCall,
    output: {} as RunningCall,
  },
  actors: {
    toggleLike: fromPromise<LikeAnswer, { postId: string }>(notProvided('toggleLike')),
    setFavourite: fromPromise<FavouriteAnswer, { postId: string; favourite: boolean }>(notProvided('setFavourite')),
    hidePost: fromPromise<unknown, { postId: string; authorId: string }>(notProvided('hidePost')),
    deletePost: fromPromise<DeleteAnswer, { postId: string }>(notProvided('deletePost')),
  },
  actions: {
    toStore: sendTo(
      ({ system }) => system.get('postStore'),
      (_, event: PostStoreEvent) => event,
    ),
    notify: notifyToasts(),
  },
  guards: {
    isAction: ({ context }, { action }: { action: PostAction }) => context.action === action,
  },
}).createMachine({
  id: 'postCall',
  context: ({ input }) => input,
  output: ({ context }) => ({ action: context.action, postId: context.post.id }),
  initial: 'starting',
  states: {
    // The call the viewer asked for.
    starting: {
      always: [
        { guard: { type: 'isAction', params: { action: 'like' } }, target: 'liking' },
        { guard: { type: 'isAction', params: { action: 'favourite' } }, target: 'favouriting' },
        { guard: { type: 'isAction', params: { action: 'hide' } }, target: 'hiding' },
        { target: 'deleting' },
      ],
    },
    // The like shows at once; the server's count replaces the guess, a refusal puts the post back.
    liking: {
      entry: { type: 'toStore', params: ({ context }) => patched(context.post.id, likeToggled(context.post)) },
      invoke: {
        src: 'toggleLike',
        input: ({ context }) => ({ postId: context.post.id }),
        onDone: {
          target: 'answered',
          actions: {
            type: 'toStore',
            params: ({ context, event }) => patched(context.post.id, { isLiked: event.output.isLiked, likeCount: event.output.likeCount }),
          },
        },
        onError: {
          target: 'answered',
          actions: [
            {
              type: 'toStore',
              params: ({ context }) => patched(context.post.id, { isLiked: context.post.isLiked, likeCount: context.post.likeCount }),
            },
            { type: 'notify', params: ({ event }) => failed(event.error) },
          ],
        },
      },
    },
    // The favourite shows at once; a refusal puts it back.
    favouriting: {
      entry: { type: 'toStore', params: ({ context }) => patched(context.post.id, { isFavourite: !context.post.isFavourite }) },
      invoke: {
        src: 'setFavourite',
        input: ({ context }) => ({ postId: context.post.id, favourite: !context.post.isFavourite }),
        onDone: {
          target: 'answered',
          actions: { type: 'toStore', params: ({ context, event }) => patched(context.post.id, { isFavourite: event.output.isFavourite }) },
        },
        onError: {
          target: 'answered',
          actions: [
            { type: 'toStore', params: ({ context }) => patched(context.post.id, { isFavourite: context.post.isFavourite }) },
            { type: 'notify', params: ({ event }) => failed(event.error) },
          ],
        },
      },
    },
    hiding: {
      invoke: {
        src: 'hidePost',
        input: ({ context }) => ({ postId: context.post.id, authorId: context.post.author.id }),
        onDone: {
          target: 'answered',
          actions: [
            { type: 'toStore', params: ({ context }) => ({ type: 'post.hidden', id: context.post.id }) },
            { type: 'notify', params: notice('success', Messages.postHidden) },
          ],
        },
        onError: { target: 'answered', actions: { type: 'notify', params: ({ event }) => failed(event.error) } },
      },
    },
    deleting: {
      invoke: {
        src: 'deletePost',
        input: ({ context }) => ({ postId: context.post.id }),
        onDone: {
          target: 'answered',
          actions: [
            {
              type: 'toStore',
              params: ({ context, event }) => ({ type: 'post.deleted', id: context.post.id, postsCount: event.output.postsCount }),
            },
            { type: 'notify', params: notice('success', Messages.postDeleted) },
          ],
        },
        onError: { target: 'answered', actions: { type: 'notify', params: notice('error', Messages.postDeleteFailed) } },
      },
    },
    // The server has answered: the post actions may take the next call of this post and action.
    answered: { type: 'final' },
  },
});

interface PostActionsContext {
  /** Calls running now: one per post and action. */
  running: RunningCall[];
}

type CallDone = DoneActorEvent<RunningCall>;

const sameCall = (a: RunningCall, b: RunningCall) => a.action === b.action && a.postId === b.postId;
const callOf = (action: PostAction, post: Post): PostCall => ({ action, post });

/**
 * What a viewer does to a post from any list: each like, favourite, hide or delete runs as its
 * own call actor (`postCall`); a second tap on the same post and action while one runs is ignored.
 */
export const postActionsMachine = setup({
  types: {
    context: {} as PostActionsContext,
    events: {} as PostActionsEvent | CallDone,
  },
  actors: {
    postCall: postCallMachine,
  },
  actions: {
    /** A call actor of its own for each call. */
    startCall: assign(({ context, spawn }, call: PostCall) => {
      spawn('postCall', { input: call });
      return { running: [...context.running, { action: call.action, postId: call.post.id }] };
    }),
    /** The answered call leaves the running ones; its done actor leaves the children. */
    endCall: assign({ running: ({ context }, call: RunningCall) => context.running.filter((running) => !sameCall(running, call)) }),
    stopCall: stopChild(({ event }) => (event as CallDone).actorId),
    /** The wallet opens the subscription modal over any screen, for the post's creator. */
    openSubscription: sendTo(
      ({ system }) => system.get('wallet'),
      (_, { post }: { post: Post }) =>
        ({
          type: 'wallet.dialogOpened',
          dialog: {
            kind: 'subscribe',
            creator: { id: post.author.id, name: `${post.author.firstName} ${post.author.lastName}`.trim() || post.author.username },
          },
        }) satisfies WalletEvent,
    ),
    /** The wallet opens the unlock confirmation and the donate modal over any screen. */
    openUnlock: sendTo(
      ({ system }) => system.get('wallet'),
      (_, { post, price }: { post: Post; price: number }) =>
        ({ type: 'wallet.dialogOpened', dialog: { kind: 'unlock', post, price } }) satisfies WalletEvent,
    ),
    openDonation: sendTo(
      ({ system }) => system.get('wallet'),
      (_, { post }: { post: Post }) => ({ type: 'wallet.dialogOpened', dialog: { kind: 'donatePost', post } }) satisfies WalletEvent,
    ),
  },
  guards: {
    /** One call per post and action at a time. */
    isIdle: ({ context }, call: PostCall) =>
      !context.running.some((running) => sameCall(running, { action: call.action, postId: call.post.id })),
  },
}).createMachine({
  id: 'postActions',
  context: { running: [] },
  on: {
    'post.like': {
      guard: { type: 'isIdle', params: ({ event }) => callOf('like', event.post) },
      actions: { type: 'startCall', params: ({ event }) => callOf('like', event.post) },
    },
    'post.favourite': {
      guard: { type: 'isIdle', params: ({ event }) => callOf('favourite', event.post) },
      actions: { type: 'startCall', params: ({ event }) => callOf('favourite', event.post) },
    },
    'post.hide': {
      guard: { type: 'isIdle', params: ({ event }) => callOf('hide', event.post) },
      actions: { type: 'startCall', params: ({ event }) => callOf('hide', event.post) },
    },
    'post.delete': {
      guard: { type: 'isIdle', params: ({ event }) => callOf('delete', event.post) },
      actions: { type: 'startCall', params: ({ event }) => callOf('delete', event.post) },
    },
    'post.subscribe': { actions: { type: 'openSubscription', params: ({ event }) => ({ post: event.post }) } },
    'post.unlock': { actions: { type: 'openUnlock', params: ({ event }) => ({ post: event.post, price: event.price }) } },
    'post.donate': { actions: { type: 'openDonation', params: ({ event }) => ({ post: event.post }) } },
    // A call actor is done: the server has answered it.
    'xstate.done.actor.*': { actions: [{ type: 'endCall', params: ({ event }) => event.output }, 'stopCall'] },
  },
});
