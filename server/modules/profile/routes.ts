import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { EditProfileBody, EditProfileResponse } from '../../../contract/profile.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { viewerOf } from '../../plugins/auth.ts';

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Tokens are checked before the body: a caller without a session learns nothing else.
  app.addHook('onRequest', app.authenticate);

  // The profile edited is always the token's owner's: the body names no user.
  app.post(
    AdminRoutes.editProfile,
    { schema: { body: EditProfileBody, response: { 200: EditProfileResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.profileUpdated, await app.profileService.edit(viewerOf(request), request.body)),
  );
};

export default profileRoutes;
