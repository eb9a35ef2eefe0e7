import { msg } from '@lingui/core/macro';
import { assign, fromPromise, sendTo, setup, spawnChild, type AnyActorRef, type DoneActorEvent, type ErrorActorEvent, type ParameterizedObject } from 'xstate';
import { Messages } from '../../contract/messages';
import { toFailure } from './failure';
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

/** What a running like or favourite changed, kept to undo it if the server refuses. */
type Before = { like: LikeAnswer; favourite: FavouriteAnswer };

type Kind = 'like' | 'favourite' | 'report' | 'hide' | 'delete';

export type PostActionsEvent =
  | { type: 'post.like'; post: Post }
  | { type: 'post.favourite'; post: Post }
  | { type: 'post.report'; post: Post }
  | { type: 'post.hide'; post: Post }
  | { type: 'post.delete'; post: Post }
  /** Lock buttons and Donate: the money flows take these over (subscription modal, unlock confirmation, donate modal). */
  | { type: 'post.subscribe'; post: Post }
  | { type: 'post.unlock'; post: Post; price: number }
  | { type: 'post.donate'; post: Post };

/** The call running for a post, named so its answer finds its way back (`like.41`). */
export const callId = (kind: Kind, postId: string) => `${kind}.${postId}`;
const postIdOf = (event: { actorId: string }) => event.actorId.slice(event.actorId.indexOf('.') + 1);

type Answers =
  | DoneActorEvent<LikeAnswer, `like.${string}`>
  | DoneActorEvent<FavouriteAnswer, `favourite.${string}`>
  | DoneActorEvent<unknown, `report.${string}` | `hide.${string}`>
  | DoneActorEvent<DeleteAnswer, `delete.${string}`>
  | ErrorActorEvent<unknown, `${Kind}.${string}`>;

const likeToggled = (post: Post): LikeAnswer => ({
  isLiked: !post.isLiked,
  // Spec §4/§9: the counter moves by one and never goes below 0.
  likeCount: Math.max(0, post.likeCount + (post.isLiked ? -1 : 1)),
});

interface PostActionsContext {
  /** Calls running now, by call id: one per post and kind. */
  pending: Record<string, true>;
  before: { [K in keyof Before]: Record<string, Before[K]> };
}

/** The post of a `post.*` event (the spawn actions run only on those). */
const postOf = (event: unknown) => (event as { post: Post }).post;

/** A placeholder for a flow another part of the app will provide: it says so in a toast. */
const comingSoon = <Params extends ParameterizedObject['params']>(message: Notice['message']) =>
  sendTo<PostActionsContext, PostActionsEvent | Answers, Params, AnyActorRef, PostActionsEvent | Answers>(
    ({ system }) => system.get('toasts'),
    (_: unknown, _params: Params) => ({ type: 'toast.show', notice: { kind: 'info', message } satisfies Notice }),
  );

const patched = (id: string, patch: Partial<Post>): PostStoreEvent => ({ type: 'post.patched', id, patch });
const notice = (kind: Notice['kind'], message: Notice['message']): Notice => ({ kind, message });

/**
 * What a viewer does to a post from any list: like and favourite show at once and are undone if the
 * server refuses; report, hide and delete wait for the server. Every list reads the post store, so
 * one patch or removal shows everywhere.
 */
export const postActionsMachine = setup({
  types: {
    context: {} as PostActionsContext,
    events: {} as PostActionsEvent | Answers,
  },
  actors: {
    toggleLike: fromPromise<LikeAnswer, { postId: string }>(notProvided('toggleLike')),
    setFavourite: fromPromise<FavouriteAnswer, { postId: string; favourite: boolean }>(notProvided('setFavourite')),
    reportPost: fromPromise<unknown, { postId: string }>(notProvided('reportPost')),
    hidePost: fromPromise<unknown, { postId: string; authorId: string }>(notProvided('hidePost')),
    deletePost: fromPromise<DeleteAnswer, { postId: string }>(notProvided('deletePost')),
  },
  actions: {
    toStore: sendTo(({ system }) => system.get('postStore'), (_, event: PostStoreEvent) => event),
    notify: notifyToasts(),
    /** Placeholders until the money work lands: they receive what the lock and donate buttons send. */
    openSubscription: comingSoon<{ post: Post }>(msg`Subscriptions are not available yet`),
    openUnlock: comingSoon<{ post: Post; price: number }>(msg`Unlocking is not available yet`),
    openDonation: comingSoon<{ post: Post }>(msg`Donations are not available yet`),
    spawnLike: spawnChild('toggleLike', { id: ({ event }) => callId('like', postOf(event).id), input: ({ event }) => ({ postId: postOf(event).id }) }),
    spawnFavourite: spawnChild('setFavourite', {
      id: ({ event }) => callId('favourite', postOf(event).id),
      input: ({ event }) => ({ postId: postOf(event).id, favourite: !postOf(event).isFavourite }),
    }),
    spawnReport: spawnChild('reportPost', { id: ({ event }) => callId('report', postOf(event).id), input: ({ event }) => ({ postId: postOf(event).id }) }),
    spawnHide: spawnChild('hidePost', {
      id: ({ event }) => callId('hide', postOf(event).id),
      input: ({ event }) => ({ postId: postOf(event).id, authorId: postOf(event).author.id }),
    }),
    spawnDelete: spawnChild('deletePost', { id: ({ event }) => callId('delete', postOf(event).id), input: ({ event }) => ({ postId: postOf(event).id }) }),
    track: assign(({ context }, { call }: { call: string }) => ({ pending: { ...context.pending, [call]: true as const } })),
    rememberLike: assign(({ context }, { post }: { post: Post }) => ({
      before: { ...context.before, like: { ...context.before.like, [post.id]: { isLiked: post.isLiked, likeCount: post.likeCount } } },
    })),
    rememberFavourite: assign(({ context }, { post }: { post: Post }) => ({
      before: { ...context.before, favourite: { ...context.before.favourite, [post.id]: { isFavourite: post.isFavourite } } },
    })),
    settle: assign(({ context }, { call }: { call: string }) => {
      const { [call]: _settled, ...pending } = context.pending;
      const postId = call.slice(call.indexOf('.') + 1);
      const { [postId]: _like, ...like } = context.before.like;
      const { [postId]: _favourite, ...favourite } = context.before.favourite;
      if (call.startsWith('like.')) return { pending, before: { ...context.before, like } };
      if (call.startsWith('favourite.')) return { pending, before: { ...context.before, favourite } };
      return { pending };
    }),
  },
  guards: {
    /** One call per post and kind at a time: a second tap while one runs is ignored. */
    isIdle: ({ context }, { call }: { call: string }) => !context.pending[call],
  },
}).createMachine({
  id: 'postActions',
  context: { pending: {}, before: { like: {}, favourite: {} } },
  on: {
    'post.like': {
      guard: { type: 'isIdle', params: ({ event }) => ({ call: callId('like', event.post.id) }) },
      actions: [
        { type: 'track', params: ({ event }) => ({ call: callId('like', event.post.id) }) },
        { type: 'rememberLike', params: ({ event }) => ({ post: event.post }) },
        { type: 'toStore', params: ({ event }) => patched(event.post.id, likeToggled(event.post)) },
        'spawnLike',
      ],
    },
    'post.favourite': {
      guard: { type: 'isIdle', params: ({ event }) => ({ call: callId('favourite', event.post.id) }) },
      actions: [
        { type: 'track', params: ({ event }) => ({ call: callId('favourite', event.post.id) }) },
        { type: 'rememberFavourite', params: ({ event }) => ({ post: event.post }) },
        { type: 'toStore', params: ({ event }) => patched(event.post.id, { isFavourite: !event.post.isFavourite }) },
        'spawnFavourite',
      ],
    },
    'post.report': {
      guard: { type: 'isIdle', params: ({ event }) => ({ call: callId('report', event.post.id) }) },
      actions: [
        { type: 'track', params: ({ event }) => ({ call: callId('report', event.post.id) }) },
        'spawnReport',
      ],
    },
    'post.hide': {
      guard: { type: 'isIdle', params: ({ event }) => ({ call: callId('hide', event.post.id) }) },
      actions: [
        { type: 'track', params: ({ event }) => ({ call: callId('hide', event.post.id) }) },
        'spawnHide',
      ],
    },
    'post.delete': {
      guard: { type: 'isIdle', params: ({ event }) => ({ call: callId('delete', event.post.id) }) },
      actions: [
        { type: 'track', params: ({ event }) => ({ call: callId('delete', event.post.id) }) },
        'spawnDelete',
      ],
    },
    'post.subscribe': { actions: { type: 'openSubscription', params: ({ event }) => ({ post: event.post }) } },
    'post.unlock': { actions: { type: 'openUnlock', params: ({ event }) => ({ post: event.post, price: event.price }) } },
    'post.donate': { actions: { type: 'openDonation', params: ({ event }) => ({ post: event.post }) } },

    // The server's word replaces the optimistic guess.
    'xstate.done.actor.like.*': {
      actions: [
        { type: 'toStore', params: ({ event }) => patched(postIdOf(event), { isLiked: event.output.isLiked, likeCount: event.output.likeCount }) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
    'xstate.done.actor.favourite.*': {
      actions: [
        { type: 'toStore', params: ({ event }) => patched(postIdOf(event), { isFavourite: event.output.isFavourite }) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
    // The server hides a reported post from its reporter; every list drops it too.
    'xstate.done.actor.report.*': {
      actions: [
        { type: 'toStore', params: ({ event }) => ({ type: 'post.hidden', id: postIdOf(event) }) },
        { type: 'notify', params: notice('success', Messages.postReported) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
    'xstate.done.actor.hide.*': {
      actions: [
        { type: 'toStore', params: ({ event }) => ({ type: 'post.hidden', id: postIdOf(event) }) },
        { type: 'notify', params: notice('success', Messages.postHidden) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
    'xstate.done.actor.delete.*': {
      actions: [
        { type: 'toStore', params: ({ event }) => ({ type: 'post.deleted', id: postIdOf(event), postsCount: event.output.postsCount }) },
        { type: 'notify', params: notice('success', Messages.postDeleted) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
    // A refused like or favourite is undone, with the server's reason.
    'xstate.error.actor.like.*': {
      actions: [
        { type: 'toStore', params: ({ context, event }) => patched(postIdOf(event), context.before.like[postIdOf(event)] ?? {}) },
        { type: 'notify', params: ({ event }) => notice('error', toFailure(event.error).message) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
    'xstate.error.actor.favourite.*': {
      actions: [
        { type: 'toStore', params: ({ context, event }) => patched(postIdOf(event), context.before.favourite[postIdOf(event)] ?? {}) },
        { type: 'notify', params: ({ event }) => notice('error', toFailure(event.error).message) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
    'xstate.error.actor.report.*': {
      actions: [
        { type: 'notify', params: notice('error', Messages.reportFailed) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
    'xstate.error.actor.hide.*': {
      actions: [
        { type: 'notify', params: ({ event }) => notice('error', toFailure(event.error).message) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
    'xstate.error.actor.delete.*': {
      actions: [
        { type: 'notify', params: notice('error', Messages.postDeleteFailed) },
        { type: 'settle', params: ({ event }) => ({ call: event.actorId }) },
      ],
    },
  },
});
