import { describe, expect, it } from 'vitest';
import type { ChatMessage as RestMessage, Conversation as RestConversation } from '../../contract/chat';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { chatPushes } from '../../src/services/chat';
import type { ChatSocketOptions } from '../../src/services/chatSocket';
import { GatewayError, runOperation } from '../../src/services/gatewayError';
import { createUploads } from '../../src/services/upload';
import { fail, gatewayOver, ok } from './fixtures';

const ROOM = 'a'.repeat(24);
const MESSAGE = 'b'.repeat(24);
const ada = {
  _id: 'c'.repeat(24),
  user_id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  profilePicture: 'user/profile/ada.jpg',
  user_verified: 1,
};
const bob = { _id: 'd'.repeat(24), user_id: 8, firstName: 'Bob', lastName: 'Stone', profilePicture: null, user_verified: 0 };
const room: RestConversation = {
  _id: ROOM,
  members: [ada, bob],
  lastMessage: { content: 'hi', date: '2026-01-01T10:00:00.000Z', messageType: 'text', author: { _id: bob._id } },
  unread: 2,
  partnerReadAt: '2026-01-01T09:59:00.000Z',
};
const paidMedia: RestMessage = {
  _id: MESSAGE,
  room: ROOM,
  author: { _id: bob._id },
  messageType: 'PAID_MEDIA',
  content: '',
  date: '2026-01-01T10:01:00.000Z',
  pictures: [{ lightboxImageUrl: 'chat/blur/x.jpg', littleThumbnailUrl: '/media/chat/blur/x.jpg?exp=1&sig=2' }],
  isLock: true,
  coins: 40,
  client_id: 'seed1234-1',
};

const api = (routes: Parameters<typeof gatewayOver>[0]) => {
  const over = gatewayOver(routes, { authToken: 'admin-token', jwtToken: 'chat-token' });
  const { gateway } = over;
  // The operations the chat's actors call (src/app/chat), by name, and the chat file upload.
  const chat = {
    rooms: async () => (await runOperation(gateway, 'ChatRooms', {})).chatRooms,
    history: async (variables: { roomId: string; before?: string; after?: string; limit?: number }) =>
      (await runOperation(gateway, 'ChatMessages', variables)).chatMessages,
    openConversation: async (userId: string) => (await runOperation(gateway, 'OpenConversation', { userId })).openConversation,
    send: async (input: {
      roomId: string;
      kind: 'TEXT' | 'VIDEO' | 'PAID_MEDIA';
      content: string;
      files?: string[];
      price?: number;
      clientId: string;
    }) => (await runOperation(gateway, 'SendChatMessage', { input })).sendChatMessage,
    markRead: async (roomId: string) => (await runOperation(gateway, 'MarkChatRead', { roomId })).markChatRead,
    search: async (variables: { roomId: string; search: string; before?: string }) =>
      (await runOperation(gateway, 'SearchChatMessages', variables)).searchChatMessages,
    unlock: async (variables: { messageId: string; toUserId: string; amount: number; idempotencyKey: string }) =>
      (await runOperation(gateway, 'UnlockChatMessage', variables)).unlockChatMessage,
    uploadFile: createUploads(over).chatFile,
  };
  return { ...over, chat };
};

describe('chat through the gateway', () => {
  it('reads rooms in the client words: the partner with their account id, the last message kind, unread', async () => {
    const { chat, requests } = api({ [Endpoints.chatRooms.path]: ok([room]) });
    expect(await chat.rooms()).toEqual([
      {
        id: ROOM,
        members: [
          {
            id: ada._id,
            userId: '7',
            firstName: 'Ada',
            lastName: 'Lovelace',
            profilePicture: '/media/user/profile/ada.jpg',
            verification: 'VERIFIED',
            isVerified: true,
          },
          {
            id: bob._id,
            userId: '8',
            firstName: 'Bob',
            lastName: 'Stone',
            profilePicture: null,
            verification: 'PENDING',
            isVerified: false,
          },
        ],
        lastMessage: { content: 'hi', date: room.lastMessage!.date, kind: 'TEXT', authorId: bob._id },
        unread: 2,
        partnerReadAt: room.partnerReadAt,
      },
    ]);
    expect(requests[0]).toMatchObject({ url: Endpoints.chatRooms.path, authorization: 'Bearer chat-token' });
  });

  it('reads a page of messages with before/after, the locks and pictures made explicit', async () => {
    const { chat, requests } = api({ [Endpoints.messages.path]: ok([paidMedia]) });
    const [message] = await chat.history({ roomId: ROOM, before: MESSAGE, limit: 200 });
    expect(message).toEqual({
      id: MESSAGE,
      roomId: ROOM,
      authorId: bob._id,
      kind: 'PAID_MEDIA',
      content: '',
      date: paidMedia.date,
      isSystem: false,
      pictures: [{ lightboxImageUrl: '/media/chat/blur/x.jpg', littleThumbnailUrl: '/media/chat/blur/x.jpg?exp=1&sig=2' }],
      isLocked: true,
      isPaid: false,
      packageId: null,
      packageTitle: null,
      packageCounts: null,
      media: null,
      coins: 40,
      note: null,
      clientId: 'seed1234-1',
    });
    expect(requests[0]!.body).toEqual({ room: ROOM, before: MESSAGE, limit: 200 });
  });

  it('searches a room by its words, paging back from a result', async () => {
    const { chat, requests } = api({ [Endpoints.searchMessages.path]: ok([paidMedia]) });
    const [found] = await chat.search({ roomId: ROOM, search: 'beach photos', before: MESSAGE });
    expect(found).toMatchObject({ id: MESSAGE, isLocked: true, coins: 40 });
    expect(requests[0]).toMatchObject({ url: Endpoints.searchMessages.path, authorization: 'Bearer chat-token' });
    expect(requests[0]!.body).toEqual({ room: ROOM, search: 'beach photos', before: MESSAGE });
  });

  it('refuses an id the service could not name without asking it', async () => {
    const { chat, requests } = api({});
    const error = await chat.history({ roomId: 'not-a-room' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 404, message: Messages.chatNotFound });
    expect(requests).toEqual([]);
  });

  it('opens a conversation by account id, sends with the client id, marks read', async () => {
    const sent: RestMessage = {
      ...paidMedia,
      messageType: 'text',
      isLock: undefined,
      content: 'hello',
      coins: undefined,
      pictures: undefined,
      author: { _id: ada._id },
    };
    const { chat, requests } = api({
      [Endpoints.conversation.path]: ok(room),
      [Endpoints.sendMessage.path]: ok(sent),
      [Endpoints.markRoomRead.path]: ok({ unread: 1 }),
    });
    expect((await chat.openConversation('8')).id).toBe(ROOM);
    expect(await chat.send({ roomId: ROOM, kind: 'TEXT', content: 'hello', clientId: 'seed1234-1' })).toMatchObject({
      content: 'hello',
      kind: 'TEXT',
      pictures: [],
    });
    expect(await chat.markRead(ROOM)).toBe(1);
    expect(requests.map((request) => request.body)).toEqual([
      { user_id: 8 },
      { room: ROOM, messageType: 'text', content: 'hello', client_id: 'seed1234-1' },
      { room: ROOM },
    ]);
  });

  it('sends paid media with its price and files; a video as CHAT_VIDEO_FILE', async () => {
    const { chat, requests } = api({ [Endpoints.sendMessage.path]: ok(paidMedia) });
    await chat.send({ roomId: ROOM, kind: 'PAID_MEDIA', content: '', files: ['chat/files/a.jpg'], price: 40, clientId: 'seed1234-2' });
    await chat.send({ roomId: ROOM, kind: 'VIDEO', content: '', files: ['chat/files/a.mp4'], clientId: 'seed1234-3' });
    expect(requests.map((request) => request.body)).toEqual([
      { room: ROOM, messageType: 'PAID_MEDIA', content: '', files: ['chat/files/a.jpg'], price: 40, client_id: 'seed1234-2' },
      { room: ROOM, messageType: 'CHAT_VIDEO_FILE', content: '', files: ['chat/files/a.mp4'], client_id: 'seed1234-3' },
    ]);
  });

  it('unlocks with update-wallet (admin token, idempotency key) and answers the opened message', async () => {
    const opened = { ...paidMedia, isLock: false, isPaid: true, media: { media_url: '/media/chat/x.jpg?sig=1', media_type: 0 as const } };
    const seen: Array<string | null> = [];
    const { chat, requests } = api({
      [Endpoints.unlockMessage.path]: (body) => {
        seen.push(JSON.stringify(body));
        return ok({ wallet_balance: 60, message: opened }, Messages.contentUnlocked);
      },
    });
    const answer = await chat.unlock({ messageId: MESSAGE, toUserId: '8', amount: 40, idempotencyKey: 'seed-1' });
    expect(answer).toMatchObject({
      message: Messages.contentUnlocked,
      walletBalance: 60,
      chatMessage: { isLocked: false, isPaid: true, media: { url: '/media/chat/x.jpg?sig=1', type: 'IMAGE' } },
    });
    expect(requests[0]).toMatchObject({
      url: Endpoints.unlockMessage.path,
      authorization: 'Bearer admin-token',
      body: { amount: 40, to_user_id: 8, message_id: MESSAGE },
    });
    expect(seen).toHaveLength(1);
  });

  it('passes the server refusal on (insufficient balance)', async () => {
    const { chat } = api({ [Endpoints.unlockMessage.path]: fail(400, Messages.insufficientBalance) });
    await expect(chat.unlock({ messageId: MESSAGE, toUserId: '8', amount: 40, idempotencyKey: 'k' })).rejects.toMatchObject({
      status: 400,
      message: Messages.insufficientBalance,
    });
  });

  it('uploads a chat file as multipart with its id and the chat token', async () => {
    const { chat, requests } = api({
      [Endpoints.uploadChatFile.path]: ok({
        id: 'up-1',
        key: 'chat/files/a.jpg',
        media_type: 0,
        url: '/media/chat/files/a.jpg?sig=1',
        thumbnail_url: '/media/t.jpg?sig=1',
      }),
    });
    const file = new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });
    expect(await chat.uploadFile({ file, id: 'up-1' })).toEqual({ key: 'chat/files/a.jpg' });
    const form = requests[0]!.body as FormData;
    expect(requests[0]).toMatchObject({ url: Endpoints.uploadChatFile.path, authorization: 'Bearer chat-token' });
    expect(form.get('id')).toBe('up-1');
    expect((form.get('file') as File).name).toBe('a.jpg');
  });

  it('reads socket messages, read receipts and typing in the client words, and tells the partner the viewer types', () => {
    const pushed: unknown[] = [];
    const typed: string[] = [];
    let socket: ChatSocketOptions | undefined;
    const pushes = chatPushes({
      getJwtToken: () => 'chat-token',
      link: (options) => ((socket = options), { close: () => {}, typing: (roomId) => typed.push(roomId) }),
    });
    const link = pushes.listen({
      onMessage: (message) => pushed.push(message),
      onRead: (roomId, readAt) => pushed.push({ roomId, readAt }),
      onTyping: (roomId, from) => pushed.push({ roomId, from }),
      onConnected: () => pushed.push('connected'),
    });
    expect(socket?.token).toBe('chat-token');
    socket!.onMessage!(paidMedia);
    socket!.onRead!({ room: ROOM, readAt: paidMedia.date });
    socket!.onTyping!({ room: ROOM, from: bob._id });
    socket!.onConnect!();
    link.typing(ROOM);
    expect(pushed).toEqual([
      expect.objectContaining({ id: MESSAGE, kind: 'PAID_MEDIA', isLocked: true, coins: 40 }),
      { roomId: ROOM, readAt: paidMedia.date },
      { roomId: ROOM, from: bob._id },
      'connected',
    ]);
    expect(typed).toEqual([ROOM]);
  });
});

describe('the chat user and the rooms by operation name', () => {
  it('creates the chat user and lists rooms', async () => {
    const over = gatewayOver(
      { [Endpoints.createChatUser.path]: ok({ chat_user_id: 'm1' }, 'Chat user created'), [Endpoints.chatRooms.path]: ok([]) },
      { authToken: 'a', jwtToken: 'j' },
    );
    // What the chat's actors ask the gateway for (src/app/chat), by operation name.
    expect((await runOperation(over.gateway, 'CreateChatUser', {})).createChatUser).toMatchObject({
      chatUserId: 'm1',
      message: 'Chat user created',
    });
    expect((await runOperation(over.gateway, 'ChatRooms', {})).chatRooms).toEqual([]);
  });
});
