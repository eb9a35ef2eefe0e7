import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import {
  FavouriteListBody,
  FavouriteResponse,
  HideBody,
  LikeResponse,
  PostActionResponse,
  PostIdBody,
  PostIdParams,
  PostListResponse,
  PostResponse,
  PostTypeField,
  ReportBody,
  VotePollBody,
  VotePollResponse,
} from '../../../contract/posts.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { validateCreatePost } from './validation.ts';
import { answer } from '../../lib/answers.ts';

/** Only the type is checked up front: the rest of the body is validated by that type's own schema. */
const CreatePostEnvelope = Type.Object({ post_type: PostTypeField });

const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.postsService;
  // Tokens are checked before the body: a caller without a session learns nothing else.
  app.addHook('onRequest', app.authenticate);

  app.get(
    AdminRoutes.postById(':id'),
    { schema: { params: PostIdParams, response: { 200: PostResponse, ...ErrorResponses } } },
    async (request) =>
      answer('', await service.presentOne(request.viewerId, await service.visiblePost(request.viewerId, request.params.id))),
  );

  app.post(
    AdminRoutes.createPost,
    { schema: { body: CreatePostEnvelope, response: { 200: PostResponse, ...ErrorResponses } } },
    async (request) => {
      const body = validateCreatePost(request, request.body);
      return answer(Messages.postCreated, await service.createPost(viewerOf(request), body));
    },
  );

  app.post(AdminRoutes.like, { schema: { body: PostIdBody, response: { 200: LikeResponse, ...ErrorResponses } } }, async (request) =>
    answer('', await service.toggleLike(request.viewerId, request.body.post_id)),
  );

  app.post(
    AdminRoutes.favourite,
    { schema: { body: PostIdBody, response: { 200: FavouriteResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.addedToFavourites, await service.favourite(request.viewerId, request.body.post_id)),
  );

  app.post(
    AdminRoutes.unfavourite,
    { schema: { body: PostIdBody, response: { 200: FavouriteResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.removedFromFavourites, await service.unfavourite(request.viewerId, request.body.post_id)),
  );

  app.post(
    AdminRoutes.favouriteList,
    { schema: { body: FavouriteListBody, response: { 200: PostListResponse, ...ErrorResponses } } },
    async (request) => answer('', await service.favouriteList(request.viewerId, request.body)),
  );

  app.post(
    AdminRoutes.votePoll,
    { schema: { body: VotePollBody, response: { 200: VotePollResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.voted, await service.votePoll(request.viewerId, request.body)),
  );

  app.post(
    AdminRoutes.report,
    { schema: { body: ReportBody, response: { 200: PostActionResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.postReported, await service.report(request.viewerId, request.body)),
  );

  app.post(AdminRoutes.hide, { schema: { body: HideBody, response: { 200: PostActionResponse, ...ErrorResponses } } }, async (request) =>
    answer(Messages.postHidden, await service.hide(request.viewerId, request.body)),
  );

  app.post(
    AdminRoutes.deletePost,
    { schema: { body: PostIdBody, response: { 200: PostActionResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.postDeleted, await service.deletePost(request.viewerId, request.body.post_id)),
  );
};

export default postsRoutes;
