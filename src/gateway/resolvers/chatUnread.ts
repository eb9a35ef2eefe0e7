import { ChatRoutes } from '../../../contract/routes';
import type { Resolvers } from '../generated/resolvers';

/** The header's messages count: asked for by the first screen, so it loads with the gateway (the rest of chat on demand). */
export const chatUnreadResolvers: Resolvers = {
  Query: {
    chatUnread: async (_root, _args, { rest, signal }) => (await rest.chat(ChatRoutes.unread, {}, { signal })).data.unread,
  },
};
