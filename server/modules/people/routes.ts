import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import {
  AutocompleteBody,
  AutocompleteResponse,
  BlockListBody,
  BlockListResponse,
  BlockResponse,
  FollowerListResponse,
  FollowingListResponse,
  FollowResponse,
  PeoplePageBody,
  TrendingPeopleResponse,
  UserIdBody,
} from '../../../contract/people.ts';
import { TrendingQuery } from '../../../contract/posts.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { ReportUserBody, ReportUserResponse } from '../../../contract/reports.ts';

/** Follow, block and find people (spec §7); pages of PAGE_SIZE from 1, an empty page ends the paging. */
const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const people = app.peopleService;
  // Tokens are checked before the body: a caller without a session learns nothing else.
  app.addHook('onRequest', app.authenticate);

  app.post(AdminRoutes.follow, { schema: { body: UserIdBody, response: { 200: FollowResponse, ...ErrorResponses } } }, async (request) =>
    answer('', await people.follow(viewerOf(request), request.body.user_id)),
  );

  app.post(AdminRoutes.unfollow, { schema: { body: UserIdBody, response: { 200: FollowResponse, ...ErrorResponses } } }, async (request) =>
    answer('', await people.unfollow(viewerOf(request), request.body.user_id)),
  );

  app.post(
    AdminRoutes.followers,
    { schema: { body: PeoplePageBody, response: { 200: FollowerListResponse, ...ErrorResponses } } },
    async (request) => answer('', await people.followers(viewerOf(request), request.body.user_id, request.body.page)),
  );

  app.post(
    AdminRoutes.followings,
    { schema: { body: PeoplePageBody, response: { 200: FollowingListResponse, ...ErrorResponses } } },
    async (request) => answer('', await people.followings(viewerOf(request), request.body.user_id, request.body.page)),
  );

  app.post(AdminRoutes.block, { schema: { body: UserIdBody, response: { 200: BlockResponse, ...ErrorResponses } } }, async (request) =>
    answer(Messages.userBlocked, await people.block(viewerOf(request), request.body.user_id)),
  );

  app.post(AdminRoutes.unblock, { schema: { body: UserIdBody, response: { 200: BlockResponse, ...ErrorResponses } } }, async (request) =>
    answer(Messages.userUnblocked, await people.unblock(viewerOf(request), request.body.user_id)),
  );

  app.post(
    AdminRoutes.reportUser,
    { schema: { body: ReportUserBody, response: { 200: ReportUserResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.userReported, await people.report(viewerOf(request), request.body)),
  );

  app.post(
    AdminRoutes.blockList,
    { schema: { body: BlockListBody, response: { 200: BlockListResponse, ...ErrorResponses } } },
    async (request) => answer('', await people.blockList(viewerOf(request), request.body.page)),
  );

  // The page travels in the query, as the trending feed's; a body, if any, is ignored.
  app.post(
    AdminRoutes.userTrending,
    { schema: { querystring: TrendingQuery, response: { 200: TrendingPeopleResponse, ...ErrorResponses } } },
    async (request) => answer('', await people.trending(viewerOf(request), request.query.page)),
  );

  app.post(
    AdminRoutes.autocompleteUser,
    { schema: { body: AutocompleteBody, response: { 200: AutocompleteResponse, ...ErrorResponses } } },
    async (request) => answer('', await people.autocomplete(viewerOf(request), request.body.search)),
  );
};

export default peopleRoutes;
