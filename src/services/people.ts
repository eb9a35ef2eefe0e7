import type { Gateway } from '../gateway/client';
import type { PersonFieldsFragment as Person } from '../gateway/generated/graphql';
import { runOperation } from './gatewayError';

/** A follow or unfollow as the server left it. */
export interface FollowAnswer {
  isFollowing: boolean;
  followersCount: number;
  viewerFollowingCount: number;
}

export interface Hashtag {
  name: string;
  postsCount: number;
}

/** The people lists, follows and the hashtag list the machines invoke; every failure rejects with a GatewayError. */
export interface PeopleApi {
  followers(userId: string, page: number, signal?: AbortSignal): Promise<Person[]>;
  followings(userId: string, page: number, signal?: AbortSignal): Promise<Person[]>;
  trendingPeople(page: number, signal?: AbortSignal): Promise<Person[]>;
  follow(userId: string, follow: boolean, signal?: AbortSignal): Promise<FollowAnswer>;
  searchHashtags(search: string, page: number, signal?: AbortSignal): Promise<Hashtag[]>;
}

export function createPeopleApi(gateway: Gateway): PeopleApi {
  return {
    followers: async (userId, page, signal) => (await runOperation(gateway, 'Followers', { userId, page }, signal)).followers,
    followings: async (userId, page, signal) => (await runOperation(gateway, 'Followings', { userId, page }, signal)).followings,
    trendingPeople: async (page, signal) => (await runOperation(gateway, 'TrendingPeople', { page }, signal)).trendingPeople,
    async follow(userId, follow, signal) {
      const answer = follow
        ? (await runOperation(gateway, 'Follow', { userId }, signal)).follow
        : (await runOperation(gateway, 'Unfollow', { userId }, signal)).unfollow;
      return { isFollowing: answer.isFollowing, followersCount: answer.followersCount, viewerFollowingCount: answer.viewerFollowingCount };
    },
    searchHashtags: async (search, page, signal) =>
      (await runOperation(gateway, 'SearchHashtags', { search, page }, signal)).searchHashtags,
  };
}
