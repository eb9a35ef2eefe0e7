import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { sessionViewerOf } from '../../plugins/auth.ts';

/** The feeds of spec §7: pages of PAGE_SIZE from 1; an empty page ends the paging. */
const feedsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const feeds = app.feedsService;
  // The pages' statements check the session themselves (one round trip for both); the hashtag search's hook does.
  const page = { sessionInStatement: true };

  serve(app, Endpoints.homeFeed, async (request) => answer('', await feeds.home(sessionViewerOf(request), request.body.page)), page);

  serve(
    app,
    Endpoints.personFeed,
    async (request) => answer('', await feeds.user(sessionViewerOf(request), request.body.user_id, request.body.page)),
    page,
  );

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

export default feedsRoutes;
