import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {
  ChatMessage,
  ChatUploadResponse,
  Conversation,
  MessagesListBody,
  MessagesSearchBody,
  SendMessageBody,
  SendPackageBody,
} from '../../../contract/chat.ts';
import { ChatMessageKind, MediaType, VerifyStatus } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { SocketEvents } from '../../../contract/routes.ts';
import { CHAT_HISTORY_LIMIT, CHAT_SEARCH_PAGE, CHAT_UPLOAD_ID_PATTERN } from '../../../contract/rules.ts';
import type { Tx } from '../../db/client.ts';
import type { ChatFileRow, ChatMessageRow, ChatRoomRow, UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import type { ApiError } from '../../lib/errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { bodilessAsEmpty } from '../../lib/hooks.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { findUserSeenBy } from '../people/repository.ts';
import { discardUploadForm, receiveUploadForm, MULTIPART_LIMITS } from '../uploads/receive.ts';
import { ensureChatUserId } from '../users/repository.ts';
import type { IncomingFile } from '../uploads/pipeline.ts';
import { removeChatFile, storeChatFile } from './files.ts';
import { chatPaidRoutes } from './paid.ts';
import { presentConversation, presentMessage, presentChatMember } from './present.ts';
import {
  followersAmong,
  loadMessageRelations,
  markRoomRead,
  memberRoom,
  messagePage,
  openRoom,
  ownPackage,
  postMessage,
  postMessageAlone,
  recordChatFile,
  roomsOf,
  roomsWithIds,
  isSeenBy,
  searchRoom,
  seqInRoom,
  unreadTotal,
  usersByIds,
  type MessageRelations,
  type NewMessage,
  type PostedMessage,
} from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat API's rooms and messages, and the messages paid actions write into a room. */
    chatService: ChatService;
  }
}

export interface ChatService {
  rooms(viewer: UserRow): Promise<Conversation[]>;
  conversation(viewer: UserRow, userId: number): Promise<Conversation>;
  /** The viewer read the room up to now; its partner's tabs hear of it (read receipts). */
  markRead(viewer: UserRow, roomId: string): Promise<void>;
  unread(viewer: UserRow): Promise<number>;
  messages(viewer: UserRow, body: MessagesListBody): Promise<ChatMessage[]>;
  search(viewer: UserRow, body: MessagesSearchBody): Promise<ChatMessage[]>;
  /** The partner's chat id when `viewerId` may tell them they are typing in `roomId` (a member, no block), else null. */
  typingTarget(viewerId: number, roomId: string): Promise<string | null>;
  send(viewer: UserRow, body: SendMessageBody): Promise<ChatMessage>;
  upload(viewer: UserRow, request: FastifyRequest): Promise<ChatUploadResponse['data']>;
  /**
   * A received file made the viewer's unattached chat file `uploadId` (checked, stored, counted against the upload
   * quota as /files/upload does), answered as /files/upload answers. The caller discards the temporary file.
   */
  storeUpload(viewer: UserRow, uploadId: string, file: IncomingFile): Promise<ChatUploadResponse['data']>;
  sendPackage(viewer: UserRow, body: SendPackageBody): Promise<{ sent: number }>;
  /** In `tx`: the room of the pair, opened if needed; 404 userNotFound when `userId` is nobody `viewerId` may see. */
  roomWith(tx: Tx, viewerId: number, userId: number): Promise<ChatRoomRow>;
  /**
   * In `tx`: stores a message (a retry with the same client id finds the first); with `notify`, the
   * recipient's `chat` notification when it starts their unread burst.
   */
  write(tx: Tx, message: NewMessage, notify: boolean): Promise<PostedMessage>;
  /** After the commit: each message to both members' tabs, each with their own reading of it, and the notifications they raised. */
  announce(rows: (ChatMessageRow | PostedMessage)[]): Promise<void>;
  /** The message as `readerId` sees it. */
  present(readerId: number, row: ChatMessageRow): Promise<ChatMessage>;
}

const UPLOAD_ID = new RegExp(CHAT_UPLOAD_ID_PATTERN);

/** Which files each kind of message takes (spec §5): images on text, one video, one image or video for paid media. */
function checkFiles(kind: SendMessageBody['messageType'], files: ChatFileRow[]): void {
  const images = files.filter((file) => file.mediaType === MediaType.image).length;
  const fits =
    kind === ChatMessageKind.text
      ? images === files.length
      : kind === ChatMessageKind.videoFile
        ? files.length === 1 && images === 0
        : files.length === 1;
  if (!fits) throw badRequest(Messages.chatFileType);
}

/** What is wrong with the message itself, whatever its room (spec §5), or null. */
function sendRefusal(viewer: UserRow, body: SendMessageBody): ApiError | null {
  const files = body.files ?? [];
  const kind = body.messageType;
  if (new Set(files).size !== files.length) return badRequest(Messages.chatFileType);
  if (kind === ChatMessageKind.text && body.content.trim() === '' && files.length === 0) return badRequest(Messages.chatMessageEmpty);
  if (kind === ChatMessageKind.paidMedia) {
    if (viewer.userVerified !== VerifyStatus.verified) return forbidden(Messages.chatPaidMediaCreatorOnly);
    if (body.price === undefined) return badRequest(Messages.chatPriceRequired);
  }
  if (kind !== ChatMessageKind.text && files.length !== 1) return badRequest(Messages.packageMediaRequired);
  return null;
}

async function chatService(app: FastifyInstance) {
  const { db, mediaUrls, realtime, notificationsService: notifications, uploadsService: uploads } = app;
  const now = () => new Date(app.clock());

  /** Runs `work` in a transaction, then announces the messages it wrote and their notifications once it committed. */
  const writing = async <T>(work: (tx: Tx, written: PostedMessage[]) => Promise<T>): Promise<T> => {
    const written: PostedMessage[] = [];
    const result = await db.transaction((tx) => work(tx, written));
    await service.announce(written);
    return result;
  };

  /** What presenting a message just stored takes, from what storing it answered (a package or a sticker needs more). */
  const relationsOf = (posted: PostedMessage): MessageRelations | null =>
    posted.created && posted.row.packageId === null && posted.row.stickerId === null
      ? {
          chatIds: posted.chatIds,
          files: new Map([[posted.row.seq, posted.files]]),
          packages: new Map(),
          bought: new Set(),
          stickerFiles: new Map(),
        }
      : null;

  /** Each member's reading of the message to their tabs (their chat member ids are the relations' own). */
  const emit = (row: ChatMessageRow, members: number[], relations: MessageRelations) => {
    for (const member of members) {
      const chatId = relations.chatIds.get(member);
      if (chatId) realtime.toUser(chatId, SocketEvents.message, presentMessage(member, row, relations, mediaUrls));
    }
  };

  const present: ChatService['present'] = async (readerId, row) =>
    presentMessage(readerId, row, await loadMessageRelations(db, [row], [readerId]), mediaUrls);

  /** A page of the room's messages as `readerId` sees them, their relations read once for all. */
  const presentPage = async (readerId: number, rows: ChatMessageRow[]) => {
    const relations = await loadMessageRelations(db, rows, [readerId]);
    return rows.map((row) => presentMessage(readerId, row, relations, mediaUrls));
  };

  /** The member's chat id (their tabs' room), null for an account without one. */
  const chatIdOf = async (userId: number) => (await usersByIds(db, [userId])).get(userId)?.chatUserId ?? null;

  /** Where a page starts: the stored order of message `id` in the room; 404 when the room has no such message. */
  const seqOf = async (roomId: string, id: string | undefined) => {
    if (id === undefined) return undefined;
    const seq = await seqInRoom(db, roomId, id);
    if (seq === undefined) throw notFound(Messages.chatMessageNotFound);
    return seq;
  };

  const roomOf = async (viewer: UserRow, roomId: string) => {
    const room = await memberRoom(db, roomId, viewer.id);
    if (!room) throw notFound(Messages.chatNotFound);
    return room;
  };

  const service: ChatService = {
    async rooms(viewer) {
      const rooms = await roomsOf(db, viewer.id);
      const people = await usersByIds(
        db,
        rooms.map((room) => room.partnerId),
      );
      return rooms.flatMap((room) => {
        const partner = people.get(room.partnerId);
        return partner ? [presentConversation(viewer, partner, room, mediaUrls)] : [];
      });
    },

    async conversation(viewer, userId) {
      if (userId === viewer.id) throw badRequest(Messages.chatWithYourself);
      const seen = await findUserSeenBy(db, viewer.id, userId);
      if (!seen || seen.hidden) throw notFound(Messages.userNotFound);
      // Accounts made before the chat side had no member id: the room shows them under a new one.
      const partner = seen.user.chatUserId ? seen.user : { ...seen.user, chatUserId: (await ensureChatUserId(db, userId, now())) ?? null };
      const room = await db.transaction((tx) => service.roomWith(tx, viewer.id, userId));
      const [listed] = await roomsOf(db, viewer.id, room.id);
      if (!listed) throw notFound(Messages.userNotFound);
      return presentConversation(viewer, partner, listed, mediaUrls);
    },

    async markRead(viewer, roomId) {
      const { partnerId } = await roomOf(viewer, roomId);
      const readAt = await markRoomRead(db, roomId, viewer.id);
      if (!readAt) return;
      const partnerChatId = await chatIdOf(partnerId);
      if (partnerChatId) realtime.toUser(partnerChatId, SocketEvents.read, { room: roomId, readAt: readAt.toISOString() });
    },

    unread: (viewer) => unreadTotal(db, viewer.id),

    async messages(viewer, { room: roomId, limit = CHAT_HISTORY_LIMIT, skip = 0, before, after }) {
      await roomOf(viewer, roomId);
      const page = { limit, skip, beforeSeq: await seqOf(roomId, before), afterSeq: await seqOf(roomId, after) };
      return presentPage(viewer.id, await messagePage(db, roomId, page));
    },

    async search(viewer, { room: roomId, search, before }) {
      await roomOf(viewer, roomId);
      return presentPage(
        viewer.id,
        await searchRoom(db, roomId, search, { limit: CHAT_SEARCH_PAGE, beforeSeq: await seqOf(roomId, before) }),
      );
    },

    async typingTarget(viewerId, roomId) {
      const room = await memberRoom(db, roomId, viewerId);
      if (!room) return null;
      return chatIdOf(room.partnerId);
    },

    async send(viewer, body) {
      const files = body.files ?? [];
      const kind = body.messageType;
      const refusal = sendRefusal(viewer, body);
      if (refusal) {
        // Someone else's room is nobody's business: its 404 comes before what is wrong with the message.
        await roomOf(viewer, body.room);
        throw refusal;
      }

      const message: NewMessage = {
        roomId: body.room,
        authorId: viewer.id,
        kind,
        content: body.content,
        coins: kind === ChatMessageKind.paidMedia ? (body.price ?? null) : null,
        clientId: body.client_id,
      };
      // One statement without files (committed when it answers); with files, in a transaction their checks can roll back.
      const posted =
        files.length === 0
          ? await postMessageAlone(db, message, { member: true, notify: true })
          : await db.transaction(async (tx) => {
              const stored = await postMessage(tx, message, { files, member: true, notify: true });
              if (stored === 'files') throw badRequest(Messages.chatFileType);
              if (stored !== 'not_member' && stored.created) checkFiles(kind, stored.files);
              return stored;
            });
      if (posted === 'not_member') throw notFound(Messages.chatNotFound);
      // A retry of a message already stored (or the same request twice at once) answers the first, whatever became of its files since.
      if (!posted.created) {
        if (posted.row.roomId !== body.room) throw conflict(Messages.idempotencyKeyReused);
        // The first attempt may have ended between its commit and its push (a replica killed): pushed again, clients upsert by id.
        await service.announce([posted.row]);
        return present(viewer.id, posted.row);
      }
      await service.announce([posted]);
      const relations = relationsOf(posted);
      return relations ? presentMessage(viewer.id, posted.row, relations, mediaUrls) : present(viewer.id, posted.row);
    },

    async upload(viewer, request) {
      // The same quota as /api/upload: every file a user puts up counts once, whichever route took it.
      await uploads.checkQuota(viewer.id);
      const form = await receiveUploadForm(request);
      try {
        const uploadId = form.id;
        if (typeof uploadId !== 'string' || !UPLOAD_ID.test(uploadId)) throw badRequest(Messages.badRequest);
        if (!form.file) throw badRequest(Messages.fileRequired);
        return await service.storeUpload(viewer, uploadId, form.file);
      } finally {
        await discardUploadForm(form);
      }
    },

    async storeUpload(viewer, uploadId, file) {
      await uploads.checkQuota(viewer.id);
      const stored = await storeChatFile(app.storage, file);
      await uploads
        .recordWithinQuota(viewer.id, stored.size, (tx) => recordChatFile(tx, viewer.id, uploadId, stored))
        .catch(async (error: unknown) => {
          await removeChatFile(app.storage, stored);
          throw error;
        });
      if (stored.mediaType === MediaType.video) await app.videos.prepare(stored.key);
      // Its widths follow from a job, served only as the image is: with the room's signature.
      else await uploads.queueVariants(stored.key);
      const thumb = stored.derived.find((derived) => derived.role === 'thumb');
      return {
        id: uploadId,
        key: stored.key,
        media_type: stored.mediaType === MediaType.video ? MediaType.video : MediaType.image,
        url: mediaUrls.signed(stored.key),
        thumbnail_url: thumb ? mediaUrls.signed(thumb.key) : '',
      };
    },

    async sendPackage(viewer, body) {
      const pack = await ownPackage(db, viewer.id, body.package_id);
      if (!pack) throw notFound(Messages.packageNotFound);
      const recipients = [...new Set(body.user_list)];
      const followers = new Set(await followersAmong(db, viewer.id, recipients));
      if (recipients.some((id) => !followers.has(id))) throw forbidden(Messages.forbidden);
      return writing(async (tx, written) => {
        for (const userId of recipients) {
          const room = await openRoom(tx, viewer.id, userId);
          written.push(
            await service.write(
              tx,
              {
                roomId: room.id,
                authorId: viewer.id,
                kind: ChatMessageKind.paidPackage,
                content: pack.name,
                coins: pack.price,
                packageId: pack.id,
                clientId: null,
              },
              true,
            ),
          );
        }
        return { sent: recipients.length };
      });
    },

    async roomWith(tx, viewerId, userId) {
      if (userId === viewerId) throw badRequest(Messages.chatWithYourself);
      if (!(await isSeenBy(tx, viewerId, userId))) throw notFound(Messages.userNotFound);
      return openRoom(tx, viewerId, userId);
    },

    async write(tx, message, notify) {
      const posted = await postMessage(tx, message, { notify });
      if (typeof posted === 'string') throw new Error(`chat_post answered ${posted} for a message without files`);
      return posted;
    },

    async announce(items) {
      if (items.length === 0) return;
      try {
        const later: ChatMessageRow[] = [];
        for (const item of items) {
          if (!('created' in item)) later.push(item);
          else if (item.created) {
            const relations = relationsOf(item);
            if (relations) emit(item.row, [...item.chatIds.keys()], relations);
            else later.push(item.row);
          }
        }
        if (later.length) {
          const rooms = await roomsByIds(later.map((row) => row.roomId));
          const readers = [...new Set([...rooms.values()].flatMap((room) => [room.userLow, room.userHigh]))];
          const relations = await loadMessageRelations(db, later, readers);
          for (const row of later) {
            const room = rooms.get(row.roomId);
            if (room) emit(row, [room.userLow, room.userHigh], relations);
          }
        }
        // Answered only once the other processes have the pushes: a replica killed right after its answer loses none.
        await realtime.pushed();
      } catch (error) {
        // The message is stored: a failed push costs a live update, which the client's `after` read recovers.
        app.log.error({ err: error }, 'chat message push failed');
      }
      for (const item of items) if ('created' in item && item.notification) notifications.push(item.notification);
    },

    present,
  };

  const roomsByIds = async (ids: string[]) => new Map((await roomsWithIds(db, ids)).map((room) => [room.id, room]));

  app.decorate('chatService', service);
}

export default fp(chatService, {
  name: 'chat-service',
  dependencies: ['db', 'realtime', 'media-urls', 'notifications-service', 'storage', 'uploads-service'],
});

/** The chat API of spec §7: its own login and its own token, refused by the admin API and back. */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const chat = app.chatService;
  // Multipart is parsed for /files/upload only (this plugin's scope); the size checks are ours.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  serve(
    app,
    Endpoints.chatLogin,
    async (request) => {
      const { user, chatUserId, token } = await app.authService.chatLogin({
        email: request.body.username,
        password: request.body.password,
      });
      return answer(Messages.loginSuccess, { token, user: presentChatMember(user, chatUserId, app.mediaUrls) });
    },
    { preHandler: app.loginThrottle },
  );

  serve(app, Endpoints.chatRooms, async (request) => answer('', await chat.rooms(viewerOf(request))), { preValidation: bodilessAsEmpty });

  serve(app, Endpoints.conversation, async (request) => answer('', await chat.conversation(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.markRoomRead, async (request) => {
    const viewer = viewerOf(request);
    await chat.markRead(viewer, request.body.room);
    return answer('', { unread: await chat.unread(viewer) });
  });

  serve(app, Endpoints.chatUnread, async (request) => answer('', { unread: await chat.unread(viewerOf(request)) }), {
    preValidation: bodilessAsEmpty,
  });

  serve(app, Endpoints.messages, async (request) => answer('', await chat.messages(viewerOf(request), request.body)));

  serve(app, Endpoints.searchMessages, async (request) => answer('', await chat.search(viewerOf(request), request.body)));

  // Each send counts against the person's chat rate before it stores anything.
  const sending = { preHandler: app.chatMessageThrottle };

  serve(app, Endpoints.sendMessage, async (request) => answer('', await chat.send(viewerOf(request), request.body)), sending);

  serve(
    app,
    Endpoints.offerPackage,
    async (request) => answer(Messages.packageSent, await chat.sendPackage(viewerOf(request), request.body)),
    sending,
  );

  serve(app, Endpoints.uploadChatFile, async (request) => {
    if (!request.isMultipart()) throw badRequest(Messages.fileRequired);
    return answer('', await chat.upload(viewerOf(request), request));
  });

  // Paid messages' calls sit with their rules in paid.ts, served in this scope (its multipart parser included).
  await app.register(chatPaidRoutes);
};
