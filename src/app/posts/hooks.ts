import type { ActorRefFrom } from 'xstate';
import type { commentsMachine } from '../../machines/comments.machine';
import type { pagedFeedMachine } from '../../machines/pagedFeed.machine';
import type { ComposerOpening, uploadMachine } from '../../machines/upload.machine';
import { preload } from '../root/area';
import { useDelivery, useScreenActor, useSystemActor } from '../root/hooks';

export type { CommentEntry } from '../../machines/comments.machine';
export type { ComposerOpening } from '../../machines/upload.machine';
export { hasMore, listedIds } from '../../machines/pagedFeed.machine';
export type { Post } from '../../machines/post';
export { visiblePosts } from '../../machines/postStore.machine';

export type FeedName = 'homeFeed' | 'userFeed' | 'trendingFeed' | 'tagFeed' | 'favouriteFeed';
export type FeedActor = ActorRefFrom<typeof pagedFeedMachine>;
export type ComposerActor = ActorRefFrom<typeof uploadMachine>;
export type CommentsActor = ActorRefFrom<typeof commentsMachine>;

export const usePostStoreActor = () => useSystemActor('postStore');
/** The post actions as a view sends to them: delivered at once, or once their code has loaded. */
export const usePostActions = () => useDelivery('postActions');
/** A feed's list; `subject` is the user id (profile feed) or the hashtag (tag feed). */
export const useFeed = (feed: FeedName, subject?: string) => useScreenActor(feed, { subject: subject ?? null });
/** A composer opened at once for the kind the person chose. */
export const useComposer = (opening: ComposerOpening) => useScreenActor('composer', { opening });
export const usePostDetail = (postId: string) => useScreenActor('postDetail', { postId });
export const useComments = (postId: string) => useScreenActor('comments', { postId });
export const usePollVote = (postId: string) => useScreenActor('pollVote', { postId });

/** Starts loading the composer's or the comments' code as the view that opens them loads, so both arrive together. */
export const preloadComposer = preload(
  () => import('./screens'),
  () => import('../../machines/upload.machine'),
);
export const preloadComments = preload(
  () => import('./screens'),
  () => import('../../machines/comments.machine'),
);
export const preloadPostDetail = preload(
  () => import('./screens'),
  () => import('../../machines/postDetail.machine'),
);
