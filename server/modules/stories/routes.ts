import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import {
  CreateStoryBody,
  CreateStoryResponse,
  DeleteStoryBody,
  SeenStoryBody,
  StoriesResponse,
  StoryIdResponse,
} from '../../../contract/stories.ts';
import { answer } from '../../lib/answers.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Stories of spec §7: the strip, creating and deleting an image, and (ours) marking one watched. */
const storiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stories = app.storiesService;
  app.addHook('onRequest', app.authenticate);

  app.get(AdminRoutes.stories, { schema: { response: { 200: StoriesResponse, ...ErrorResponses } } }, async (request) =>
    answer('', await stories.list(viewerOf(request))),
  );

  app.post(
    AdminRoutes.createStory,
    { schema: { body: CreateStoryBody, response: { 200: CreateStoryResponse, ...ErrorResponses } } },
    async (request) =>
      answer(
        Messages.storyCreated,
        await stories.create(viewerOf(request), { user: request.body.user, imageKey: request.body.story_image }),
      ),
  );

  app.post(
    AdminRoutes.deleteStory,
    { schema: { body: DeleteStoryBody, response: { 200: StoryIdResponse, ...ErrorResponses } } },
    async (request) => {
      await stories.remove(viewerOf(request), request.body.story_id);
      return answer(Messages.storyDeleted, { story_id: request.body.story_id });
    },
  );

  app.post(
    AdminRoutes.seenStory,
    { schema: { body: SeenStoryBody, response: { 200: StoryIdResponse, ...ErrorResponses } } },
    async (request) => {
      await stories.seen(viewerOf(request), request.body.story_id);
      return answer('', { story_id: request.body.story_id });
    },
  );
};

export default storiesRoutes;
