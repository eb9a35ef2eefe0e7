import type { Gateway } from '../gateway/client';
import type { ReportReasonCode } from '../../contract/codes';
import type { PostFieldsFragment as Post } from '../gateway/generated/graphql';
import { reasonOfCode } from '../gateway/resolvers/reports';
import { runOperation } from './gatewayError';

/** The feeds and post actions the machines invoke; every failure rejects with a GatewayError. */
export interface PostsApi {
  homeFeed(page: number, signal?: AbortSignal): Promise<Post[]>;
  userFeed(userId: string, page: number, signal?: AbortSignal): Promise<Post[]>;
  trendingFeed(page: number, signal?: AbortSignal): Promise<Post[]>;
  tagFeed(hashtag: string, page: number, signal?: AbortSignal): Promise<Post[]>;
  favouriteFeed(page: number, signal?: AbortSignal): Promise<Post[]>;
  toggleLike(postId: string, signal?: AbortSignal): Promise<{ isLiked: boolean; likeCount: number }>;
  setFavourite(postId: string, favourite: boolean, signal?: AbortSignal): Promise<{ isFavourite: boolean }>;
  /** A report with its reason (the GraphQL enum) and, for OTHER, the reporter's words. */
  reportPost(postId: string, reason: ReportReasonCode, text: string, signal?: AbortSignal): Promise<{ message: string }>;
  hidePost(postId: string, authorId: string, signal?: AbortSignal): Promise<{ message: string }>;
  deletePost(postId: string, signal?: AbortSignal): Promise<{ message: string; postsCount: number | null }>;
}

export function createPostsApi(gateway: Gateway): PostsApi {
  return {
    homeFeed: async (page, signal) => (await runOperation(gateway, 'HomeFeed', { page }, signal)).homeFeed,
    userFeed: async (userId, page, signal) => (await runOperation(gateway, 'UserFeed', { userId, page }, signal)).userFeed,
    trendingFeed: async (page, signal) => (await runOperation(gateway, 'TrendingFeed', { page }, signal)).trendingFeed,
    tagFeed: async (hashtag, page, signal) => (await runOperation(gateway, 'TagFeed', { hashtag, page }, signal)).tagFeed,
    favouriteFeed: async (page, signal) => (await runOperation(gateway, 'FavouriteFeed', { page }, signal)).favouriteFeed,
    async toggleLike(postId, signal) {
      const { toggleLike } = await runOperation(gateway, 'ToggleLike', { postId }, signal);
      return { isLiked: toggleLike.isLiked, likeCount: toggleLike.likeCount };
    },
    async setFavourite(postId, favourite, signal) {
      const { setFavourite } = await runOperation(gateway, 'SetFavourite', { postId, favourite }, signal);
      return { isFavourite: setFavourite.isFavourite };
    },
    async reportPost(postId, reason, text, signal) {
      const { reportPost } = await runOperation(gateway, 'ReportPost', { postId, reason: reasonOfCode(reason), text }, signal);
      return { message: reportPost.message };
    },
    async hidePost(postId, authorId, signal) {
      const { hidePost } = await runOperation(gateway, 'HidePost', { postId, authorId }, signal);
      return { message: hidePost.message };
    },
    async deletePost(postId, signal) {
      const { deletePost } = await runOperation(gateway, 'DeletePost', { postId }, signal);
      return { message: deletePost.message, postsCount: deletePost.postsCount };
    },
  };
}
