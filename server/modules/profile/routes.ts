import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The profile edited is always the token's owner's: the body names no user.
  serve(app, Endpoints.editProfile, async (request) =>
    answer(Messages.profileUpdated, await app.profileService.edit(viewerOf(request), request.body)),
  );
};

export default profileRoutes;
