import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Post } from '../../../contract/posts';
import { normalizeHashtag } from '../posts/hashtags';
import { homeFeed, postsByTag, searchHashtags, trendingFeed, userFeed } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feeds of spec §7: pages of PAGE_SIZE from 1, as the viewer sees them; an empty page ends the paging. */
    feedsService: FeedsService;
  }
}

export interface FeedsService {
  home(viewerId: number, page: number): Promise<Post[]>;
  user(viewerId: number, userId: number, page: number): Promise<Post[]>;
  trending(viewerId: number, page: number): Promise<Post[]>;
  byTag(viewerId: number, hashtag: string, page: number): Promise<Post[]>;
  searchTags(search: string, page: number): Promise<{ hash_tag: string; posts_count: number }[]>;
}

async function feedsService(app: FastifyInstance) {
  const { db, postsService, clock } = app;
  const now = () => new Date(clock());
  app.decorate('feedsService', {
    home: async (viewerId, page) => postsService.present(viewerId, await homeFeed(db, viewerId, page, now())),
    user: async (viewerId, userId, page) => postsService.present(viewerId, await userFeed(db, viewerId, userId, page, now())),
    trending: async (viewerId, page) => postsService.present(viewerId, await trendingFeed(db, viewerId, page, now())),
    byTag: async (viewerId, hashtag, page) => postsService.present(viewerId, await postsByTag(db, viewerId, normalizeHashtag(hashtag), page, now())),
    searchTags: (search, page) => searchHashtags(db, normalizeHashtag(search), page),
  } satisfies FeedsService);
}

export default fp(feedsService, { name: 'feeds-service', dependencies: ['db', 'posts-service'] });
