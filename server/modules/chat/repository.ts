import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { MediaType } from '../../../contract/codes.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { rawStatement, rowMapper } from '../../db/prepared.ts';
import { foldText } from '../../../contract/rules.ts';
import { escapeLike, foldedSql } from '../../db/search.ts';
import {
  chatFiles,
  chatMembers,
  chatMessages,
  chatRooms,
  follows,
  mediaContents,
  mediaFiles,
  mediaPackageBuyers,
  mediaPackages,
  notifications,
  stickers,
  users,
  type ChatFileRow,
  type ChatMessageRow,
  type ChatRoomRow,
  type MediaPackageRow,
  type NotificationRow,
  type UserRow,
} from '../../db/schema.ts';
import { notBlockedWith } from '../people/visibility.ts';
import type { AuthorRow } from '../posts/repository.ts';
import { renditionsOf, type VideoRenditions } from '../videos/repository.ts';
import type { StoredChatFile } from './files.ts';

/** A chat room or message id: 12 random bytes as 24 hex characters, the shape of an ObjectId. */
export const newChatId = () => randomBytes(12).toString('hex');

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** A room as a member sees it: who the other member is. */
export interface MemberRoom {
  room: ChatRoomRow;
  partnerId: number;
}

/**
 * The room of the pair, created when there is none: one statement inserts it unless the pair has one
 * (the unique pair index makes two people opening it at once meet the same room), then its members.
 */
export async function openRoom(tx: Tx, a: number, b: number): Promise<ChatRoomRow> {
  const [userLow, userHigh] = a < b ? [a, b] : [b, a];
  const [created] = await tx.insert(chatRooms).values({ id: newChatId(), userLow, userHigh }).onConflictDoNothing().returning();
  if (created) {
    await tx.insert(chatMembers).values([
      { roomId: created.id, userId: userLow },
      { roomId: created.id, userId: userHigh },
    ]);
    return created;
  }
  const [room] = await tx
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.userLow, userLow), eq(chatRooms.userHigh, userHigh)));
  if (!room) throw new Error('chat room vanished while it was opened');
  return room;
}

export async function roomsWithIds(db: DbOrTx, ids: string[]): Promise<ChatRoomRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(chatRooms)
    .where(inArray(chatRooms.id, [...new Set(ids)]));
}

/** True when `userId` is someone `viewerId` may see: the account exists and neither blocked the other. */
export async function isSeenBy(db: DbOrTx, viewerId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), notBlockedWith(viewerId, users.id)));
  return row !== undefined;
}

/** The room when `userId` is one of its members and the two have not blocked each other (blocking is mutual invisibility). */
export async function memberRoom(db: DbOrTx, roomId: string, userId: number): Promise<MemberRoom | undefined> {
  const partner = sql<number>`case when ${chatRooms.userLow} = ${userId} then ${chatRooms.userHigh} else ${chatRooms.userLow} end`;
  const [row] = await db
    .select({ room: chatRooms, partnerId: partner })
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), sql`${userId} in (${chatRooms.userLow}, ${chatRooms.userHigh})`, notBlockedWith(userId, partner)));
  return row ? { room: row.room, partnerId: Number(row.partnerId) } : undefined;
}

/** A room of the viewer's list: its partner, its latest message and how many of the partner's the viewer has not read. */
export interface RoomListRow {
  id: string;
  partnerId: number;
  last: { id: string; content: string; kind: string; authorId: number; at: Date } | null;
  unread: number;
  /** When the latest message the partner has read was written (read receipts); null before they read any. */
  partnerReadAt: Date | null;
}

/** The viewer's rooms, latest message first (then the newest rooms), without those across a block: one query. */
export async function roomsOf(db: DbOrTx, userId: number, onlyRoom?: string): Promise<RoomListRow[]> {
  const rows = rowsOf<{
    id: string;
    partner_id: number;
    last_id: string | null;
    last_content: string | null;
    last_kind: string | null;
    last_author: number | null;
    last_ms: number | null;
    unread: number;
    partner_read_ms: number | null;
  }>(
    await db.execute(sql`
      select r.id, p.user_id as partner_id, lm.id as last_id, lm.content as last_content, lm.kind as last_kind, lm.author_id as last_author,
             (extract(epoch from lm.created_at) * 1000)::float8 as last_ms,
             (select count(*)::int from ${chatMessages} x where x.room_id = r.id and x.author_id <> ${userId} and x.seq > me.read_seq) as unread,
             (extract(epoch from pr.created_at) * 1000)::float8 as partner_read_ms
        from ${chatMembers} me
        join ${chatRooms} r on r.id = me.room_id
        join ${chatMembers} p on p.room_id = r.id and p.user_id <> me.user_id
        left join ${chatMessages} lm on lm.seq = r.last_seq
        left join ${chatMessages} pr on pr.seq = p.read_seq
       where me.user_id = ${userId} and ${notBlockedWith(userId, sql`p.user_id`)} ${onlyRoom === undefined ? sql`` : sql`and r.id = ${onlyRoom}`}
       order by r.last_seq desc nulls last, r.created_at desc, r.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    partnerId: Number(row.partner_id),
    last:
      row.last_id === null
        ? null
        : {
            id: row.last_id,
            content: row.last_content ?? '',
            kind: row.last_kind ?? '',
            authorId: Number(row.last_author),
            at: new Date(Number(row.last_ms)),
          },
    unread: Number(row.unread),
    partnerReadAt: row.partner_read_ms === null ? null : new Date(Number(row.partner_read_ms)),
  }));
}

/** The room's unread count for the member (the partner's messages after their read marker). */
export async function unreadIn(db: DbOrTx, roomId: string, userId: number): Promise<number> {
  const [row] = rowsOf<{ unread: number }>(
    await db.execute(sql`
      select (select count(*)::int from ${chatMessages} x where x.room_id = m.room_id and x.author_id <> m.user_id and x.seq > m.read_seq) as unread
        from ${chatMembers} m where m.room_id = ${roomId} and m.user_id = ${userId}`),
  );
  return Number(row?.unread ?? 0);
}

/** Everything the member has not read, over all their rooms but those across a block: the header's count. */
export async function unreadTotal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = rowsOf<{ unread: number }>(
    await db.execute(sql`
      select count(*)::int as unread
        from ${chatMembers} m
        join ${chatMessages} x on x.room_id = m.room_id and x.seq > m.read_seq and x.author_id <> m.user_id
       where m.user_id = ${userId} and ${notBlockedWith(userId, sql`x.author_id`)}`),
  );
  return Number(row?.unread ?? 0);
}

/**
 * The member read the room up to its latest message; their next unread burst is announced again. Answers when
 * that message was written if the marker moved (a read receipt for its author), else null.
 */
export async function markRoomRead(db: DbOrTx, roomId: string, userId: number): Promise<Date | null> {
  // RETURNING's subqueries read the statement's snapshot: `before` is the marker as it was.
  const [row] = rowsOf<{ moved: boolean; read_ms: number | null }>(
    await db.execute(sql`
      update ${chatMembers} m set read_seq = greatest(m.read_seq, coalesce(r.last_seq, 0)), notified = 0
        from ${chatRooms} r where r.id = m.room_id and m.room_id = ${roomId} and m.user_id = ${userId}
      returning m.read_seq > (select b.read_seq from ${chatMembers} b where b.room_id = m.room_id and b.user_id = m.user_id) as moved,
        (select (extract(epoch from x.created_at) * 1000)::float8 from ${chatMessages} x where x.seq = m.read_seq) as read_ms`),
  );
  return row?.moved && row.read_ms !== null ? new Date(Number(row.read_ms)) : null;
}

export type NewMessage = Pick<
  typeof chatMessages.$inferInsert,
  'roomId' | 'authorId' | 'kind' | 'content' | 'coins' | 'packageId' | 'stickerId' | 'note' | 'clientId'
>;

/** How `postMessage` writes: with the author's uploads to attach, checking the author's membership, raising the burst's notification. */
export interface PostOptions {
  /** Upload keys attached in this order: the author's own, not used by a message yet. */
  files?: string[];
  /** The author must be a member of the room, not blocked with the other one ('not_member' otherwise, nothing written). */
  member?: boolean;
  /** Raise the other member's `chat` notification when the message starts their unread burst. */
  notify?: boolean;
}

/** A message `postMessage` stored, or the first one with its client id, with what presenting it needs. */
export interface PostedMessage {
  /** False when the author had stored a message with this client id already: `row` is that one, nothing else was written. */
  created: boolean;
  row: ChatMessageRow;
  /** The new message's files, in order. */
  files: ChatFileRow[];
  /** Both members' chat member ids (when created). */
  chatIds: Map<number, string>;
  /** The `chat` notification written, when it started the recipient's unread burst and they may see its author. */
  notification: { row: NotificationRow; actor: AuthorRow; recipientChatId: string | null } | null;
}

/** What `chat_post` (migration 0013) answers. */
interface ChatPostAnswer {
  status: 'not_member' | 'files' | 'stored';
  created?: boolean;
  row?: Record<string, unknown>;
  files?: Record<string, unknown>[];
  chat_ids?: { user_id: number; chat_user_id: string | null }[] | null;
  notification?: { row: Record<string, unknown>; visible: boolean; actor: Record<string, unknown>; chat: string | null } | null;
}

const toMessage = rowMapper(chatMessages);
const toFile = rowMapper(chatFiles);
const toNotification = rowMapper(notifications);
const toAuthor = (raw: Record<string, unknown>): AuthorRow => ({
  id: Number(raw.id),
  firstName: String(raw.first_name),
  lastName: String(raw.last_name),
  username: String(raw.username),
  profilePhoto: (raw.profile_photo as string | null) ?? null,
  userVerified: Number(raw.user_verified),
  postsCount: Number(raw.posts_count),
  createdBy: String(raw.created_by),
});

const messageJson = (message: NewMessage, { files = [], member = false, notify = false }: PostOptions) => ({
  id: newChatId(),
  room_id: message.roomId,
  author_id: message.authorId,
  kind: message.kind,
  content: message.content ?? '',
  coins: message.coins ?? null,
  package_id: message.packageId ?? null,
  sticker_id: message.stickerId ?? null,
  note: message.note ?? null,
  client_id: message.clientId ?? null,
  files,
  member,
  notify,
});

function postedOf(answer: ChatPostAnswer): PostedMessage | 'not_member' | 'files' {
  if (answer.status !== 'stored') return answer.status;
  if (!answer.row) throw new Error('chat_post stored no row');
  const notification = answer.notification?.visible
    ? {
        row: toNotification(answer.notification.row),
        actor: toAuthor(answer.notification.actor),
        recipientChatId: answer.notification.chat,
      }
    : null;
  return {
    created: answer.created === true,
    row: toMessage(answer.row),
    files: (answer.files ?? []).map(toFile),
    chatIds: new Map(
      (answer.chat_ids ?? []).flatMap((member) => (member.chat_user_id ? [[member.user_id, member.chat_user_id] as const] : [])),
    ),
    notification,
  };
}

const postAlone = rawStatement<{ answer: ChatPostAnswer }>('chat_post_alone', ['jsonb'], 'select chat_post($1) as answer');

/**
 * Stores the message in one statement (`chat_post`), or answers the author's earlier one with the same client id.
 * 'files' leaves the row written: the caller must roll back. See docs/decisions/0011-chat-message-in-one-statement.md
 */
export async function postMessage(tx: Tx, message: NewMessage, options: PostOptions = {}): Promise<PostedMessage | 'not_member' | 'files'> {
  const result = await tx.execute(sql`select chat_post(${JSON.stringify(messageJson(message, options))}::jsonb) as answer`);
  const [row] = rowsOf<{ answer: ChatPostAnswer }>(result);
  if (!row) throw new Error('chat_post answered no row');
  return postedOf(row.answer);
}

/** `postMessage` without files, as a statement of its own: committed when it answers, in one round trip. */
export async function postMessageAlone(
  db: Db,
  message: NewMessage,
  options: Omit<PostOptions, 'files'> = {},
): Promise<PostedMessage | 'not_member'> {
  const [row] = await postAlone(db, [messageJson(message, options)]);
  if (!row) throw new Error('chat_post answered no row');
  const posted = postedOf(row.answer);
  if (posted === 'files') throw new Error('chat_post refused files it was not given');
  return posted;
}

/** Stores the message in `tx` (see `postMessage`), no notification; a retry with the same client id finds the first. */
export async function insertMessage(tx: Tx, message: NewMessage): Promise<{ row: ChatMessageRow; created: boolean }> {
  const posted = await postMessage(tx, message);
  if (typeof posted === 'string') throw new Error(`chat_post answered ${posted} for a message without files`);
  return posted;
}

export async function messageById(db: DbOrTx, id: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/** The message, its row locked until the transaction ends (an unlock). */
export async function lockMessage(tx: Tx, id: string): Promise<ChatMessageRow | undefined> {
  const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, id)).for('update');
  return row;
}

export async function markUnlocked(tx: Tx, seq: number, at: Date): Promise<ChatMessageRow> {
  const [row] = await tx
    .update(chatMessages)
    .set({ unlockedAt: sql`coalesce(${chatMessages.unlockedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(chatMessages.seq, seq))
    .returning();
  if (!row) throw new Error('unlocked message vanished');
  return row;
}

/** Where a page of a room's history starts or ends: a message of that room (its seq). */
export async function seqInRoom(db: DbOrTx, roomId: string, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.roomId, roomId)));
  return row?.seq;
}

/**
 * A page of the room's history, oldest first: `after` reads forward from a message (what a
 * reconnecting client missed); otherwise the latest `limit` (skipping `skip`) before `before`, if given.
 */
export async function messagePage(
  db: DbOrTx,
  roomId: string,
  page: { limit: number; skip: number; beforeSeq?: number; afterSeq?: number },
): Promise<ChatMessageRow[]> {
  if (page.afterSeq !== undefined) {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), sql`${chatMessages.seq} > ${page.afterSeq}`))
      .orderBy(asc(chatMessages.seq))
      .limit(page.limit)
      .offset(page.skip);
  }
  const before = page.beforeSeq === undefined ? sql`true` : sql`${chatMessages.seq} < ${page.beforeSeq}`;
  const latest = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), before))
    .orderBy(sql`${chatMessages.seq} desc`)
    .limit(page.limit)
    .offset(page.skip);
  return latest.reverse();
}

/**
 * The room's messages whose text (or a sticker's note) holds every word of `search`, folded as names are (no
 * case, no accents), newest first: `limit` at most, before `beforeSeq` when given.
 */
export async function searchRoom(
  db: DbOrTx,
  roomId: string,
  search: string,
  page: { limit: number; beforeSeq?: number },
): Promise<ChatMessageRow[]> {
  // Each word folded as foldedSql folds the text (NFD, the combining marks dropped, lowercase), then escaped.
  const words = search.trim().split(/\s+/);
  const folded = sql.raw(foldedSql(`(chat_messages.content || ' ' || coalesce(chat_messages.note, ''))`));
  const holds = words.map((word) => sql`${folded} like ${`%${escapeLike(foldText(word))}%`}`);
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        page.beforeSeq === undefined ? sql`true` : sql`${chatMessages.seq} < ${page.beforeSeq}`,
        ...holds,
      ),
    )
    .orderBy(sql`${chatMessages.seq} desc`)
    .limit(page.limit);
}

/** Records an uploaded chat file: its media_files rows (so its keys are served, privately) and its chat_files row. */
export async function recordChatFile(tx: DbOrTx, ownerId: number, uploadId: string, stored: StoredChatFile): Promise<void> {
  {
    await tx.insert(mediaFiles).values([
      {
        key: stored.key,
        ownerId,
        path: stored.key.slice(0, stored.key.lastIndexOf('/') + 1),
        mime: stored.mime,
        sizeBytes: stored.size,
        width: stored.width,
        height: stored.height,
      },
      ...stored.derived.map((file) => ({
        key: file.key,
        ownerId,
        path: file.path,
        mime: file.mime,
        sizeBytes: file.size,
        width: file.width,
        height: file.height,
      })),
    ]);
    await tx.insert(chatFiles).values({
      key: stored.key,
      ownerId,
      mediaType: stored.mediaType,
      uploadId,
      thumbKey: stored.derived.find((file) => file.role === 'thumb')?.key ?? null,
      previewKey: stored.derived.find((file) => file.role === 'preview')?.key ?? null,
    });
  }
}

/** Attaches the files to the message in the order given. */
export async function attachFiles(tx: Tx, messageSeq: number, keys: string[]): Promise<void> {
  for (const [position, key] of keys.entries()) {
    await tx.update(chatFiles).set({ messageSeq, position }).where(eq(chatFiles.key, key));
  }
}

/** What a page of messages needs besides their rows, read in a few queries whatever their number. */
export interface MessageRelations {
  /** Chat member id of each author. */
  chatIds: Map<number, string>;
  files: Map<number, ChatFileRow[]>;
  packages: Map<number, { counts: { images: number; audio: number; videos: number } }>;
  /** Packages each reader bought (by user id). */
  bought: Set<string>;
  stickerFiles: Map<number, string>;
  /** Renditions of the messages' videos, by key; a message just written plays its video as uploaded. */
  videos?: Map<string, VideoRenditions>;
}

export const boughtKey = (userId: number, packageId: number) => `${userId}:${packageId}`;

export async function loadMessageRelations(db: DbOrTx, rows: ChatMessageRow[], readers: number[]): Promise<MessageRelations> {
  const authorIds = [...new Set([...rows.map((row) => row.authorId), ...readers])];
  const seqs = rows.map((row) => row.seq);
  const packageIds = [...new Set(rows.flatMap((row) => (row.packageId === null ? [] : [row.packageId])))];
  const stickerIds = [...new Set(rows.flatMap((row) => (row.stickerId === null ? [] : [row.stickerId])))];
  // A mass message's copies share its files (decision 0051).
  const massIds = [...new Set(rows.flatMap((row) => (row.massMessageId === null ? [] : [row.massMessageId])))];
  const [authors, files, contents, bought, stickerRows] = await Promise.all([
    authorIds.length ? db.select({ id: users.id, chatUserId: users.chatUserId }).from(users).where(inArray(users.id, authorIds)) : [],
    seqs.length || massIds.length
      ? db
          .select()
          .from(chatFiles)
          .where(
            or(
              seqs.length ? inArray(chatFiles.messageSeq, seqs) : undefined,
              massIds.length ? inArray(chatFiles.massMessageId, massIds) : undefined,
            ),
          )
          .orderBy(asc(chatFiles.position))
      : [],
    packageIds.length
      ? db
          .select({ packageId: mediaContents.packageId, mediaType: mediaContents.mediaType, count: sql<number>`count(*)::int` })
          .from(mediaContents)
          .where(inArray(mediaContents.packageId, packageIds))
          .groupBy(mediaContents.packageId, mediaContents.mediaType)
      : [],
    packageIds.length && readers.length
      ? db
          .select({ packageId: mediaPackageBuyers.packageId, userId: mediaPackageBuyers.userId })
          .from(mediaPackageBuyers)
          .where(and(inArray(mediaPackageBuyers.packageId, packageIds), inArray(mediaPackageBuyers.userId, readers)))
      : [],
    stickerIds.length ? db.select({ id: stickers.id, file: stickers.file }).from(stickers).where(inArray(stickers.id, stickerIds)) : [],
  ]);
  const videos = await renditionsOf(
    db,
    files.filter((file) => file.mediaType === MediaType.video).map((file) => file.key),
  );
  const filesBySeq = new Map<number, ChatFileRow[]>();
  const filesByMass = new Map<number, ChatFileRow[]>();
  for (const file of files) {
    if (file.messageSeq !== null) filesBySeq.set(file.messageSeq, [...(filesBySeq.get(file.messageSeq) ?? []), file]);
    else if (file.massMessageId !== null) filesByMass.set(file.massMessageId, [...(filesByMass.get(file.massMessageId) ?? []), file]);
  }
  for (const row of rows) {
    const shared = row.massMessageId === null ? undefined : filesByMass.get(row.massMessageId);
    if (shared) filesBySeq.set(row.seq, shared);
  }
  const packages = new Map(packageIds.map((id) => [id, { counts: { images: 0, audio: 0, videos: 0 } }]));
  for (const content of contents) {
    const counts = packages.get(content.packageId)?.counts;
    if (!counts) continue;
    if (content.mediaType === MediaType.image) counts.images += Number(content.count);
    else if (content.mediaType === MediaType.audio) counts.audio += Number(content.count);
    else counts.videos += Number(content.count);
  }
  return {
    chatIds: new Map(authors.flatMap((author) => (author.chatUserId ? [[author.id, author.chatUserId] as const] : []))),
    files: filesBySeq,
    videos,
    packages,
    bought: new Set(bought.map((row) => boughtKey(row.userId, row.packageId))),
    stickerFiles: new Map(stickerRows.map((row) => [row.id, row.file])),
  };
}

export async function usersByIds(db: DbOrTx, ids: number[]): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The owner's package, not deleted. */
export async function ownPackage(db: DbOrTx, ownerId: number, packageId: number): Promise<MediaPackageRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaPackages)
    .where(and(eq(mediaPackages.id, packageId), eq(mediaPackages.ownerId, ownerId), isNull(mediaPackages.deletedAt)));
  return row;
}

/** Among `userIds`, those who follow `authorId` and are not blocked with them either way. */
export async function followersAmong(db: DbOrTx, authorId: number, userIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followingId, authorId), inArray(follows.followerId, userIds), notBlockedWith(authorId, follows.followerId)));
  return rows.map((row) => row.id);
}

/** Records the package bought; false when the buyer had it already. */
export async function recordPackageBuyer(tx: Tx, packageId: number, userId: number): Promise<boolean> {
  const added = await tx
    .insert(mediaPackageBuyers)
    .values({ packageId, userId })
    .onConflictDoNothing()
    .returning({ userId: mediaPackageBuyers.userId });
  return added.length > 0;
}

export async function hasBoughtPackage(db: DbOrTx, packageId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: mediaPackageBuyers.userId })
    .from(mediaPackageBuyers)
    .where(and(eq(mediaPackageBuyers.packageId, packageId), eq(mediaPackageBuyers.userId, userId)));
  return row !== undefined;
}
