import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ChatMessage, ChatUploadResponse, Conversation, MessagesListBody, SendMessageBody, SendPackageBody } from '../../../contract/chat';
import { ChatMessageKind, MediaType, NotificationType, VerifyStatus } from '../../../contract/codes';
import { Messages } from '../../../contract/messages';
import { SocketEvents } from '../../../contract/routes';
import type { Tx } from '../../db/client';
import type { ChatFileRow, ChatMessageRow, ChatRoomRow, UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { NotificationEvent, Raised } from '../notifications/service';
import { findUserSeenBy } from '../people/repository';
import { discardUploadForm, receiveUploadForm } from '../uploads/receive';
import { ensureChatUserId } from '../users/repository';
import { removeChatFile, storeChatFile } from './files';
import { presentConversation, presentMessage } from './present';
import {
  attachFiles,
  followersAmong,
  insertMessage,
  loadMessageRelations,
  markRoomRead,
  memberRoom,
  messageByClientId,
  messagePage,
  openRoom,
  ownPackage,
  recordChatFile,
  roomsOf,
  roomsWithIds,
  isSeenBy,
  seqInRoom,
  startsUnreadBurst,
  unreadTotal,
  unusedFilesOf,
  usersByIds,
  type NewMessage,
} from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat API's rooms and messages, and the messages paid actions write into a room. */
    chatService: ChatService;
  }
}

/** Raises a notification in the writing transaction (the caller delivers it after the commit). */
export type Raise = (event: NotificationEvent) => Promise<void>;

export interface ChatService {
  rooms(viewer: UserRow): Promise<Conversation[]>;
  conversation(viewer: UserRow, userId: number): Promise<Conversation>;
  markRead(viewer: UserRow, roomId: string): Promise<void>;
  unread(viewer: UserRow): Promise<number>;
  messages(viewer: UserRow, body: MessagesListBody): Promise<ChatMessage[]>;
  send(viewer: UserRow, body: SendMessageBody): Promise<ChatMessage>;
  upload(viewer: UserRow, request: FastifyRequest): Promise<ChatUploadResponse['data']>;
  sendPackage(viewer: UserRow, body: SendPackageBody): Promise<{ sent: number }>;
  /** In `tx`: the room of the pair, opened if needed; 404 userNotFound when `userId` is nobody `viewerId` may see. */
  roomWith(tx: Tx, viewerId: number, userId: number): Promise<ChatRoomRow>;
  /**
   * In `tx`: stores a message in its room (a retry with the same client id finds the first); with
   * `raise`, the recipient's `chat` notification when the message starts their unread burst.
   */
  write(tx: Tx, message: NewMessage, raise: Raise | null): Promise<{ row: ChatMessageRow; created: boolean }>;
  /** After the commit: each message to both members' tabs, each with their own reading of it. */
  announce(rows: ChatMessageRow[]): Promise<void>;
  /** The message as `readerId` sees it. */
  present(readerId: number, row: ChatMessageRow): Promise<ChatMessage>;
}

const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Which files each kind of message takes (spec §5): images on text, one video, one image or video for paid media. */
function checkFiles(kind: SendMessageBody['messageType'], files: ChatFileRow[]): void {
  const images = files.filter((file) => file.mediaType === MediaType.image).length;
  const fits =
    kind === ChatMessageKind.text ? images === files.length : kind === ChatMessageKind.videoFile ? files.length === 1 && images === 0 : files.length === 1;
  if (!fits) throw badRequest(Messages.chatFileType);
}

async function chatService(app: FastifyInstance) {
  const { db, mediaUrls, realtime, notificationsService: notifications } = app;
  const now = () => new Date(app.clock());

  /** Runs `work` in a transaction whose notifications are delivered once it committed, then announces its messages. */
  const writing = async <T>(work: (tx: Tx, raise: Raise, written: ChatMessageRow[]) => Promise<T>): Promise<T> => {
    const raised: Raised = [];
    const written: ChatMessageRow[] = [];
    const result = await db.transaction((tx) => work(tx, async (event) => void raised.push(...(await notifications.raise(tx, event))), written));
    await service.announce(written);
    await notifications.deliver(raised);
    return result;
  };

  const present: ChatService['present'] = async (readerId, row) => presentMessage(readerId, row, await loadMessageRelations(db, [row], [readerId]), mediaUrls);

  const roomOf = async (viewer: UserRow, roomId: string) => {
    const room = await memberRoom(db, roomId, viewer.id);
    if (!room) throw notFound(Messages.chatNotFound);
    return room;
  };

  const service: ChatService = {
    async rooms(viewer) {
      const rooms = await roomsOf(db, viewer.id);
      const people = await usersByIds(db, rooms.map((room) => room.partnerId));
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
      await roomOf(viewer, roomId);
      await markRoomRead(db, roomId, viewer.id);
    },

    unread: (viewer) => unreadTotal(db, viewer.id),

    async messages(viewer, { room: roomId, limit, skip, before, after }) {
      await roomOf(viewer, roomId);
      const seqOf = async (id: string | undefined) => {
        if (id === undefined) return undefined;
        const seq = await seqInRoom(db, roomId, id);
        if (seq === undefined) throw notFound(Messages.chatMessageNotFound);
        return seq;
      };
      const rows = await messagePage(db, roomId, { limit, skip, beforeSeq: await seqOf(before), afterSeq: await seqOf(after) });
      const relations = await loadMessageRelations(db, rows, [viewer.id]);
      return rows.map((row) => presentMessage(viewer.id, row, relations, mediaUrls));
    },

    async send(viewer, body) {
      const files = body.files ?? [];
      const { room } = await roomOf(viewer, body.room);
      const kind = body.messageType;
      if (new Set(files).size !== files.length) throw badRequest(Messages.chatFileType);
      if (kind === ChatMessageKind.text && body.content.trim() === '' && files.length === 0) throw badRequest(Messages.chatMessageEmpty);
      if (kind === ChatMessageKind.paidMedia) {
        if (viewer.userVerified !== VerifyStatus.verified) throw forbidden(Messages.chatPaidMediaCreatorOnly);
        if (body.price === undefined) throw badRequest(Messages.chatPriceRequired);
      }
      if (kind !== ChatMessageKind.text && files.length !== 1) throw badRequest(Messages.packageMediaRequired);

      // A retry of a message already stored answers it, whatever became of its files since.
      const earlier = await messageByClientId(db, viewer.id, body.client_id);
      if (earlier) {
        if (earlier.roomId !== room.id) throw conflict(Messages.idempotencyKeyReused);
        return present(viewer.id, earlier);
      }
      const row = await writing(async (tx, raise, written) => {
        const stored = await service.write(
          tx,
          { roomId: room.id, authorId: viewer.id, kind, content: body.content, coins: kind === ChatMessageKind.paidMedia ? (body.price ?? null) : null, clientId: body.client_id },
          null,
        );
        // Stored by the same request arriving twice at once: the first carries the files.
        if (!stored.created) return stored.row;
        const owned = await unusedFilesOf(tx, viewer.id, files);
        if (owned.length !== files.length) throw badRequest(Messages.chatFileType);
        checkFiles(kind, owned);
        await attachFiles(tx, stored.row.seq, files);
        await notifyRecipient(tx, stored.row, raise);
        written.push(stored.row);
        return stored.row;
      });
      if (row.roomId !== room.id) throw conflict(Messages.idempotencyKeyReused);
      return present(viewer.id, row);
    },

    async upload(viewer, request) {
      const form = await receiveUploadForm(request);
      try {
        const uploadId = form.id;
        if (typeof uploadId !== 'string' || !UPLOAD_ID.test(uploadId)) throw badRequest(Messages.badRequest);
        if (!form.file) throw badRequest(Messages.fileRequired);
        const stored = await storeChatFile(app.storage, form.file);
        await db.transaction((tx) => recordChatFile(tx, viewer.id, uploadId, stored)).catch(async (error: unknown) => {
          await removeChatFile(app.storage, stored);
          throw error;
        });
        const thumb = stored.derived.find((file) => file.role === 'thumb');
        return {
          id: uploadId,
          key: stored.key,
          media_type: stored.mediaType === MediaType.video ? MediaType.video : MediaType.image,
          url: mediaUrls.signed(stored.key),
          thumbnail_url: thumb ? mediaUrls.signed(thumb.key) : '',
        };
      } finally {
        await discardUploadForm(form);
      }
    },

    async sendPackage(viewer, body) {
      const pack = await ownPackage(db, viewer.id, body.package_id);
      if (!pack) throw notFound(Messages.packageNotFound);
      const recipients = [...new Set(body.user_list)];
      const followers = new Set(await followersAmong(db, viewer.id, recipients));
      if (recipients.some((id) => !followers.has(id))) throw forbidden(Messages.forbidden);
      return writing(async (tx, raise, written) => {
        for (const userId of recipients) {
          const room = await openRoom(tx, viewer.id, userId);
          const { row } = await service.write(
            tx,
            { roomId: room.id, authorId: viewer.id, kind: ChatMessageKind.paidPackage, content: pack.name, coins: pack.price, packageId: pack.id, clientId: null },
            raise,
          );
          written.push(row);
        }
        return { sent: recipients.length };
      });
    },

    async roomWith(tx, viewerId, userId) {
      if (userId === viewerId) throw badRequest(Messages.chatWithYourself);
      if (!(await isSeenBy(tx, viewerId, userId))) throw notFound(Messages.userNotFound);
      return openRoom(tx, viewerId, userId);
    },

    async write(tx, message, raise) {
      const stored = await insertMessage(tx, message);
      if (stored.created && raise) await notifyRecipient(tx, stored.row, raise);
      return stored;
    },

    async announce(rows) {
      if (rows.length === 0) return;
      try {
        const rooms = await roomsByIds(rows.map((row) => row.roomId));
        const readers = [...new Set([...rooms.values()].flatMap((room) => [room.userLow, room.userHigh]))];
        const relations = await loadMessageRelations(db, rows, readers);
        for (const row of rows) {
          const room = rooms.get(row.roomId);
          if (!room) continue;
          for (const member of [room.userLow, room.userHigh]) {
            const chatId = relations.chatIds.get(member);
            if (chatId) realtime.toUser(chatId, SocketEvents.message, presentMessage(member, row, relations, mediaUrls));
          }
        }
      } catch (error) {
        // The message is stored: a failed push costs a live update, which the client's `after` read recovers.
        app.log.error({ err: error }, 'chat message push failed');
      }
    },

    present,
  };

  /** The recipient's `chat` notification, once per unread burst (the first message they have not read). */
  const notifyRecipient = async (tx: Tx, row: ChatMessageRow, raise: Raise) => {
    const [room] = await roomsWithIds(tx, [row.roomId]);
    if (!room) return;
    const recipient = room.userLow === row.authorId ? room.userHigh : room.userLow;
    if (await startsUnreadBurst(tx, row.roomId, recipient)) await raise({ to: recipient, type: NotificationType.chat, actorId: row.authorId, data: { room: row.roomId } });
  };

  const roomsByIds = async (ids: string[]) => new Map((await roomsWithIds(db, ids)).map((room) => [room.id, room]));

  app.decorate('chatService', service);
}

export default fp(chatService, { name: 'chat-service', dependencies: ['db', 'realtime', 'media-urls', 'notifications-service', 'storage'] });
