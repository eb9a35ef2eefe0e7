import type { ChatMember as RestChatMember, Conversation as RestConversation } from '../../../contract/chat';
import { ChatMessageKind as Kind, type ChatMessageKindCode } from '../../../contract/codes';
import { Messages } from '../../../contract/messages';
import { CHAT_ID_PATTERN } from '../../../contract/rules';
import { Endpoints } from '../generated/endpoints';
import type { ChatMember, ChatMessageKind, Conversation, Resolvers } from '../generated/resolvers';
import { ApiError } from '../rest';
import { kindByCode, toChatMessage } from './chatMessage';
import { idOf, mediaUrl, restNumber, verificationOf } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment ChatMemberFields on ChatMember {
    id
    userId
    firstName
    lastName
    profilePicture
    verification
    isVerified
  }

  fragment ConversationFields on Conversation {
    id
    members {
      ...ChatMemberFields
    }
    lastMessage {
      content
      date
      kind
      authorId
    }
    unread
    partnerReadAt
  }

  fragment ChatMessageFields on ChatMessage {
    id
    roomId
    authorId
    kind
    content
    date
    isSystem
    pictures {
      lightboxImageUrl
      littleThumbnailUrl
    }
    isLocked
    isPaid
    packageId
    packageTitle
    packageCounts {
      images
      audio
      videos
    }
    media {
      url
      type
      hlsUrl
    }
    coins
    note
    clientId
  }

  mutation ChatLogin($input: LoginInput!) {
    chatLogin(input: $input) {
      message
      jwtToken
      chatUserId
      member {
        ...ChatMemberFields
      }
    }
  }

  mutation CreateChatUser {
    createChatUser {
      message
      chatUserId
    }
  }

  query ChatRooms {
    chatRooms {
      ...ConversationFields
    }
  }

  query ChatMessages($roomId: ID!, $before: ID, $after: ID, $limit: Int) {
    chatMessages(roomId: $roomId, before: $before, after: $after, limit: $limit) {
      ...ChatMessageFields
    }
  }

  query SearchChatMessages($roomId: ID!, $search: String!, $before: ID) {
    searchChatMessages(roomId: $roomId, search: $search, before: $before) {
      ...ChatMessageFields
    }
  }

  mutation OpenConversation($userId: ID!) {
    openConversation(userId: $userId) {
      ...ConversationFields
    }
  }

  mutation MarkChatRead($roomId: ID!) {
    markChatRead(roomId: $roomId)
  }

  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      ...ChatMessageFields
    }
  }

  mutation UnlockChatMessage($messageId: ID!, $toUserId: ID!, $amount: Int!, $idempotencyKey: String!) {
    unlockChatMessage(messageId: $messageId, toUserId: $toUserId, amount: $amount, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
      chatMessage {
        ...ChatMessageFields
      }
    }
  }
`;

/** A chat service member, read in the client's words. */
export function toChatMember(member: RestChatMember): ChatMember {
  const verification = verificationOf(member.user_verified);
  return {
    id: member._id,
    userId: idOf(member.user_id),
    firstName: member.firstName,
    lastName: member.lastName,
    profilePicture: mediaUrl(member.profilePicture),
    verification,
    isVerified: verification === 'VERIFIED',
  };
}

/** The kinds a person sends through /messages/send/new/message; the others are written by the service. */
const sendable = { TEXT: Kind.text, VIDEO: Kind.videoFile, PAID_MEDIA: Kind.paidMedia } as const satisfies Partial<
  Record<ChatMessageKind, ChatMessageKindCode>
>;

export function toConversation(room: RestConversation): Conversation {
  const last = room.lastMessage;
  return {
    id: room._id,
    members: room.members.map(toChatMember),
    lastMessage: last ? { content: last.content, date: last.date, kind: kindByCode[last.messageType], authorId: last.author._id } : null,
    unread: room.unread,
    partnerReadAt: room.partnerReadAt,
  };
}

/** A chat id the service could name; anything else names no room or message. */
function chatId(id: string, notFound: string): string {
  if (!new RegExp(CHAT_ID_PATTERN).test(id)) throw new ApiError(404, notFound);
  return id;
}

export const chatResolvers: Resolvers = {
  Query: {
    chatRooms: async (_root, _args, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.chatRooms, {}, { signal });
      return data.map(toConversation);
    },
    chatMessages: async (_root, { roomId, before, after, limit }, { rest, signal }) => {
      const body = {
        room: chatId(roomId, Messages.chatNotFound),
        ...(before ? { before: chatId(before, Messages.chatMessageNotFound) } : {}),
        ...(after ? { after: chatId(after, Messages.chatMessageNotFound) } : {}),
        ...(limit ? { limit } : {}),
      };
      const { data } = await rest.call(Endpoints.messages, body, { signal });
      return data.map(toChatMessage);
    },
    searchChatMessages: async (_root, { roomId, search, before }, { rest, signal }) => {
      const body = {
        room: chatId(roomId, Messages.chatNotFound),
        search,
        ...(before ? { before: chatId(before, Messages.chatMessageNotFound) } : {}),
      };
      const { data } = await rest.call(Endpoints.searchMessages, body, { signal });
      return data.map(toChatMessage);
    },
  },
  Mutation: {
    // The chat service logs in with the same email and password as the admin API.
    chatLogin: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.chatLogin, { username: input.email, password: input.password }, { signal });
      return { message, jwtToken: data.token, chatUserId: data.user._id, member: toChatMember(data.user) };
    },
    createChatUser: async (_root, _args, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.createChatUser, {}, { signal });
      return { message, chatUserId: data.chat_user_id };
    },
    openConversation: async (_root, { userId }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.conversation, { user_id: restNumber(userId, Messages.userNotFound) }, { signal });
      return toConversation(data);
    },
    markChatRead: async (_root, { roomId }, { rest, signal }) =>
      (await rest.call(Endpoints.markRoomRead, { room: chatId(roomId, Messages.chatNotFound) }, { signal })).data.unread,
    sendChatMessage: async (_root, { input }, { rest, signal }) => {
      const messageType = sendable[input.kind as keyof typeof sendable];
      if (!messageType) throw new ApiError(400, Messages.somethingWentWrong);
      const body = {
        room: chatId(input.roomId, Messages.chatNotFound),
        messageType,
        content: input.content,
        client_id: input.clientId,
        ...(input.files?.length ? { files: input.files } : {}),
        ...(input.price !== null && input.price !== undefined ? { price: input.price } : {}),
      };
      const { data } = await rest.call(Endpoints.sendMessage, body, { signal });
      return toChatMessage(data);
    },
    unlockChatMessage: async (_root, { messageId, toUserId, amount, idempotencyKey }, { rest, signal }) => {
      const body = {
        amount,
        to_user_id: restNumber(toUserId, Messages.userNotFound),
        message_id: chatId(messageId, Messages.chatMessageNotFound),
      };
      const { message, data } = await rest.call(Endpoints.unlockMessage, body, { signal, idempotencyKey });
      return { message, walletBalance: data.wallet_balance, chatMessage: toChatMessage(data.message) };
    },
  },
};
