import type { ChatMember as RestChatMember } from '../../../contract/chat';
import { AdminRoutes, ChatRoutes } from '../../../contract/routes';
import type { ChatMember, Resolvers } from '../generated/resolvers';
import { mediaUrl, verificationOf } from './wire';

/** A chat service member, read in the client's words. */
export function toChatMember(member: RestChatMember): ChatMember {
  const verification = verificationOf(member.user_verified);
  return {
    id: member._id,
    firstName: member.firstName,
    lastName: member.lastName,
    profilePicture: mediaUrl(member.profilePicture),
    verification,
    isVerified: verification === 'VERIFIED',
  };
}

export const chatResolvers: Resolvers = {
  Query: {
    chatRooms: async (_root, _args, { rest, signal }) => {
      const { data } = await rest.chat(ChatRoutes.roomsList, {}, { signal });
      return data.map((room) => ({
        id: room._id,
        members: room.members.map(toChatMember),
        lastMessage: room.lastMessage ? { content: room.lastMessage.content, date: room.lastMessage.date } : null,
      }));
    },
  },
  Mutation: {
    // The chat service logs in with the same email and password as the admin API.
    chatLogin: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.chat(ChatRoutes.login, { username: input.email, password: input.password }, { signal });
      return { message, jwtToken: data.token, chatUserId: data.user._id, member: toChatMember(data.user) };
    },
    createChatUser: async (_root, _args, { rest, signal }) => {
      const { message, data } = await rest.admin(AdminRoutes.createChatUser, {}, { signal });
      return { message, chatUserId: data.chat_user_id };
    },
  },
};
