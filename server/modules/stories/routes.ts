import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Stories of spec §7: the strip, creating and deleting an image, and (ours) marking one watched. */
const storiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stories = app.storiesService;

  serve(app, Endpoints.stories, async (request) => answer('', await stories.list(viewerOf(request))));

  serve(app, Endpoints.postStory, async (request) =>
    answer(Messages.storyCreated, await stories.create(viewerOf(request), { user: request.body.user, imageKey: request.body.story_image })),
  );

  serve(app, Endpoints.deleteStory, async (request) => {
    await stories.remove(viewerOf(request), request.body.story_id);
    return answer(Messages.storyDeleted, { story_id: request.body.story_id });
  });

  serve(app, Endpoints.markStorySeen, async (request) => {
    await stories.seen(viewerOf(request), request.body.story_id);
    return answer('', { story_id: request.body.story_id });
  });
};

export default storiesRoutes;
