import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Endpoints } from '../../../contract/endpoints.ts';
import type { Post, ProfileCounts, ProfileTab } from '../../../contract/posts.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { sessionViewerOf, viewerOf } from '../../plugins/auth.ts';
import { normalizeHashtag } from '../posts/hashtags.ts';
import type { SessionViewer } from '../users/repository.ts';
import { homeFeed, postsByTag, profileCounts, searchHashtags, trendingFeed, userFeed } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feeds of spec §7: pages of PAGE_SIZE from 1, as the viewer sees them; an empty page ends the paging. */
    feedsService: FeedsService;
  }
}

/** The pages are read for a viewer whose session their own statement checks (401 when it has ended). */
export interface FeedsService {
  home(viewer: SessionViewer, page: number): Promise<Post[]>;
  user(viewer: SessionViewer, userId: number, page: number, tab?: ProfileTab): Promise<Post[]>;
  /** What each profile tab of the person holds, as the viewer may see it. */
  profileCounts(viewerId: number, userId: number): Promise<ProfileCounts>;
  trending(viewer: SessionViewer, page: number): Promise<Post[]>;
  byTag(viewer: SessionViewer, hashtag: string, page: number): Promise<Post[]>;
  searchTags(search: string, page: number): Promise<{ hash_tag: string; posts_count: number }[]>;
}

async function feedsService(app: FastifyInstance) {
  const { db, postsService, clock } = app;
  const now = () => new Date(clock());
  app.decorate('feedsService', {
    home: async (viewer, page) => postsService.present(viewer.id, await homeFeed(db, viewer, page, now())),
    user: async (viewer, userId, page, tab) => postsService.present(viewer.id, await userFeed(db, viewer, userId, page, now(), tab)),
    profileCounts: (viewerId, userId) => profileCounts(db, viewerId, userId, now()),
    trending: async (viewer, page) => postsService.present(viewer.id, await trendingFeed(db, viewer, page, now())),
    byTag: async (viewer, hashtag, page) =>
      postsService.present(viewer.id, await postsByTag(db, viewer, normalizeHashtag(hashtag), page, now())),
    searchTags: (search, page) => searchHashtags(db, normalizeHashtag(search), page),
  } satisfies FeedsService);
}

export default fp(feedsService, { name: 'feeds-service', dependencies: ['db', 'posts-service'] });

/** The feeds of spec §7: pages of PAGE_SIZE from 1; an empty page ends the paging. */
export const feedsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const feeds = app.feedsService;
  // The pages' statements check the session themselves (one round trip for both); the hashtag search's hook does.
  const page = { sessionInStatement: true };

  serve(app, Endpoints.homeFeed, async (request) => answer('', await feeds.home(sessionViewerOf(request), request.body.page)), page);

  serve(
    app,
    Endpoints.personFeed,
    async (request) => answer('', await feeds.user(sessionViewerOf(request), request.body.user_id, request.body.page, request.body.tab)),
    page,
  );

  serve(app, Endpoints.profileCounts, async (request) => answer('', await feeds.profileCounts(viewerOf(request).id, request.body.user_id)));

  // The page travels in the query; a body, if any, is ignored.
  serve(
    app,
    Endpoints.trendingPosts,
    async (request) => answer('', await feeds.trending(sessionViewerOf(request), request.query.page)),
    page,
  );

  serve(app, Endpoints.searchHashtags, async (request) => answer('', await feeds.searchTags(request.body.search, request.body.page)));

  serve(
    app,
    Endpoints.hashtagFeed,
    async (request) => answer('', await feeds.byTag(sessionViewerOf(request), request.body.hash_tag, request.body.page)),
    page,
  );
};
