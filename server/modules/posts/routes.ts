import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { PostTypeField } from '../../../contract/posts.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { validateCreatePost } from './validation.ts';

/** Only the type is checked up front: the rest of the body is validated by that type's own schema. */
const CreatePostEnvelope = Type.Object({ post_type: PostTypeField });

const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.postsService;

  serve(app, Endpoints.post, async (request) =>
    answer('', await service.presentOne(request.viewerId, await service.visiblePost(request.viewerId, request.params.id))),
  );

  serve(
    app,
    Endpoints.createPost,
    async (request) => answer(Messages.postCreated, await service.createPost(viewerOf(request), validateCreatePost(request, request.body))),
    { bodyCheckedFirst: CreatePostEnvelope },
  );

  serve(app, Endpoints.likePost, async (request) => answer('', await service.toggleLike(request.viewerId, request.body.post_id)));

  serve(app, Endpoints.favouritePost, async (request) =>
    answer(Messages.addedToFavourites, await service.favourite(request.viewerId, request.body.post_id)),
  );

  serve(app, Endpoints.unfavouritePost, async (request) =>
    answer(Messages.removedFromFavourites, await service.unfavourite(request.viewerId, request.body.post_id)),
  );

  serve(app, Endpoints.favourites, async (request) => answer('', await service.favouriteList(request.viewerId, request.body)));

  serve(app, Endpoints.votePoll, async (request) => answer(Messages.voted, await service.votePoll(request.viewerId, request.body)));

  serve(app, Endpoints.reportPost, async (request) => answer(Messages.postReported, await service.report(request.viewerId, request.body)));

  serve(app, Endpoints.hidePost, async (request) => answer(Messages.postHidden, await service.hide(request.viewerId, request.body)));

  serve(app, Endpoints.deletePost, async (request) =>
    answer(Messages.postDeleted, await service.deletePost(request.viewerId, request.body.post_id)),
  );
};

export default postsRoutes;
