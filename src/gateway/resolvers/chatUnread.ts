import { Endpoints } from '../generated/endpoints';
import type { Resolvers } from '../generated/resolvers';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  query ChatUnread {
    chatUnread
  }
`;

/** The header's messages count: asked for once the first screen has settled, with the chat store (the rest of chat with /messages). */
export const chatUnreadResolvers: Resolvers = {
  Query: {
    chatUnread: async (_root, _args, { rest, signal }) => (await rest.call(Endpoints.chatUnread, {}, { signal })).data.unread,
  },
};
