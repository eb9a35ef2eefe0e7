import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import {
  FeedBody,
  HashtagListResponse,
  PostListResponse,
  PostsByTagBody,
  SearchTagsBody,
  TrendingQuery,
  UserFeedBody,
} from '../../../contract/posts.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { sessionViewerOf } from '../../plugins/auth.ts';

/** The feeds of spec §7: pages of PAGE_SIZE from 1; an empty page ends the paging. */
const feedsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const feeds = app.feedsService;
  // Tokens are checked before the body: a caller without a valid token learns nothing else. The
  // pages' statements check the session themselves (one round trip for both); the hashtag search's hook does.
  const page = { onRequest: app.authenticateToken };

  app.post(
    AdminRoutes.feedHome,
    { ...page, schema: { body: FeedBody, response: { 200: PostListResponse, ...ErrorResponses } } },
    async (request) => answer('', await feeds.home(sessionViewerOf(request), request.body.page)),
  );

  app.post(
    AdminRoutes.feedUser,
    { ...page, schema: { body: UserFeedBody, response: { 200: PostListResponse, ...ErrorResponses } } },
    async (request) => answer('', await feeds.user(sessionViewerOf(request), request.body.user_id, request.body.page)),
  );

  // The page travels in the query; a body, if any, is ignored.
  app.post(
    AdminRoutes.feedTrending,
    { ...page, schema: { querystring: TrendingQuery, response: { 200: PostListResponse, ...ErrorResponses } } },
    async (request) => answer('', await feeds.trending(sessionViewerOf(request), request.query.page)),
  );

  app.post(
    AdminRoutes.searchTags,
    { onRequest: app.authenticate, schema: { body: SearchTagsBody, response: { 200: HashtagListResponse, ...ErrorResponses } } },
    async (request) => answer('', await feeds.searchTags(request.body.search, request.body.page)),
  );

  app.post(
    AdminRoutes.postsByTag,
    { ...page, schema: { body: PostsByTagBody, response: { 200: PostListResponse, ...ErrorResponses } } },
    async (request) => answer('', await feeds.byTag(sessionViewerOf(request), request.body.hash_tag, request.body.page)),
  );
};

export default feedsRoutes;
