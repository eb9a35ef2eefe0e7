import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { User } from '../../../contract/user.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/errors.ts';
import { bodilessAsEmpty } from '../../lib/hooks.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { findUserSeenBy } from '../people/repository.ts';
import { runningSubscription } from '../subscriptions/repository.ts';
import { presentUser } from './present.ts';
import { ensureChatUserId } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Profiles as a viewer sees them, and the chat member id of an account. */
    usersService: UsersService;
  }
}

export interface UsersService {
  /** The user `userId` as `viewer` sees them (private fields only for oneself); 404 when unknown or blocked either way. */
  profile(viewer: UserRow, userId: number): Promise<User>;
  /** The account's chat member id, created on first need. */
  chatUserIdOf(user: UserRow): Promise<string>;
}

async function usersService(app: FastifyInstance) {
  app.decorate('usersService', {
    async profile(viewer, userId) {
      if (userId === viewer.id) return presentUser(viewer, viewer.id, await app.coinPacks(), app.mediaUrls);
      const [seen, packs, subscription] = await Promise.all([
        findUserSeenBy(app.db, viewer.id, userId),
        app.coinPacks(),
        runningSubscription(app.db, viewer.id, userId, new Date(app.clock())),
      ]);
      // Blocking is mutual invisibility: a blocked profile answers as an unknown one.
      if (!seen || seen.hidden) throw notFound(Messages.userNotFound);
      return presentUser(seen.user, viewer.id, packs, app.mediaUrls, seen.relation, subscription !== undefined);
    },
    async chatUserIdOf(user) {
      const chatUserId = user.chatUserId ?? (await ensureChatUserId(app.db, user.id, new Date(app.clock())));
      if (!chatUserId) throw notFound(Messages.userNotFound);
      return chatUserId;
    },
  } satisfies UsersService);
}

export default fp(usersService, { name: 'users-service', dependencies: ['db', 'coin-packs', 'media-urls'] });

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.usersService;

  serve(app, Endpoints.person, async (request) => answer('', await users.profile(viewerOf(request), request.body.userid)));

  serve(
    app,
    Endpoints.currentUser,
    async (request) => {
      const viewer = viewerOf(request);
      return answer('', await users.profile(viewer, viewer.id));
    },
    { preValidation: bodilessAsEmpty },
  );

  serve(
    app,
    Endpoints.createChatUser,
    async (request) => answer(Messages.chatUserCreated, { chat_user_id: await users.chatUserIdOf(viewerOf(request)) }),
    {
      preValidation: bodilessAsEmpty,
    },
  );
};
