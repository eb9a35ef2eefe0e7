import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Post } from '../../../contract/posts.ts';
import { normalizeHashtag } from '../posts/hashtags.ts';
import type { SessionViewer } from '../users/repository.ts';
import { homeFeed, postsByTag, searchHashtags, trendingFeed, userFeed } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feeds of spec §7: pages of PAGE_SIZE from 1, as the viewer sees them; an empty page ends the paging. */
    feedsService: FeedsService;
  }
}

/** The pages are read for a viewer whose session their own statement checks (401 when it has ended). */
export interface FeedsService {
  home(viewer: SessionViewer, page: number): Promise<Post[]>;
  user(viewer: SessionViewer, userId: number, page: number): Promise<Post[]>;
  trending(viewer: SessionViewer, page: number): Promise<Post[]>;
  byTag(viewer: SessionViewer, hashtag: string, page: number): Promise<Post[]>;
  searchTags(search: string, page: number): Promise<{ hash_tag: string; posts_count: number }[]>;
}

async function feedsService(app: FastifyInstance) {
  const { db, postsService, clock } = app;
  const now = () => new Date(clock());
  app.decorate('feedsService', {
    home: async (viewer, page) => postsService.present(viewer.id, await homeFeed(db, viewer, page, now())),
    user: async (viewer, userId, page) => postsService.present(viewer.id, await userFeed(db, viewer, userId, page, now())),
    trending: async (viewer, page) => postsService.present(viewer.id, await trendingFeed(db, viewer, page, now())),
    byTag: async (viewer, hashtag, page) =>
      postsService.present(viewer.id, await postsByTag(db, viewer, normalizeHashtag(hashtag), page, now())),
    searchTags: (search, page) => searchHashtags(db, normalizeHashtag(search), page),
  } satisfies FeedsService);
}

export default fp(feedsService, { name: 'feeds-service', dependencies: ['db', 'posts-service'] });
