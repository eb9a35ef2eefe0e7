import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../contract/rules.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { notSuspended } from '../people/visibility.ts';
import { blocks, notifications, users, type NotificationRow } from '../../db/schema.ts';
import type { AuthorRow } from '../posts/repository.ts';
import { pageOffset } from '../posts/repository.ts';

/** A notification with who caused it, as the list and the socket show it. */
export interface NotificationView {
  row: NotificationRow;
  actor: AuthorRow | null;
}

/** The platform's own, or from someone not blocked either way with the recipient (blocking is mutual invisibility) and not suspended. */
const fromVisibleActor = () =>
  or(
    isNull(notifications.actorId),
    and(
      sql`not exists (select 1 from ${blocks} b where (b.blocker_id, b.blocked_id) in ((${notifications.userId}, ${notifications.actorId}), (${notifications.actorId}, ${notifications.userId})))`,
      notSuspended(notifications.actorId),
    ),
  );

export async function insertNotification(tx: Tx, values: typeof notifications.$inferInsert): Promise<number> {
  const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('insert returned no notification');
  return row.id;
}

const actorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  profilePhoto: users.profilePhoto,
  userVerified: users.userVerified,
  postsCount: users.postsCount,
  createdBy: users.createdBy,
};

/** One page of the user's notifications of `types` (every type when absent), newest first, each with its actor: one query. */
export async function notificationPage(db: DbOrTx, userId: number, page: number, types?: readonly string[]): Promise<NotificationView[]> {
  const rows = await db
    .select({ row: notifications, actor: actorColumns })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.userId, userId), types ? inArray(notifications.type, [...types]) : undefined, fromVisibleActor()))
    .orderBy(desc(notifications.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return rows.map(({ row, actor }) => ({ row, actor: actor?.id ? actor : null }));
}

/**
 * Notifications just written, with their actor and the recipient's socket room; people read by key
 * (lateral). See docs/decisions/0004-notification-lookups-by-key.md
 */
export async function notificationsToPush(db: DbOrTx, ids: number[]): Promise<(NotificationView & { recipientChatId: string | null })[]> {
  if (ids.length === 0) return [];
  const rows = await pushQuery(db, ids);
  return rows.map(({ notifications: row, actor, recipient }) => ({
    row,
    actor: actor?.id ? actor : null,
    recipientChatId: recipient.chatUserId,
  }));
}

/** notificationsToPush's statement (its plan is tested). */
export function pushQuery(db: DbOrTx, ids: number[]) {
  const recipient = db
    .select({ chatUserId: users.chatUserId })
    .from(users)
    .where(eq(users.id, notifications.userId))
    .limit(1)
    .as('recipient');
  const actor = db.select(actorColumns).from(users).where(eq(users.id, notifications.actorId)).limit(1).as('actor');
  return db
    .select()
    .from(notifications)
    .innerJoinLateral(recipient, sql`true`)
    .leftJoinLateral(actor, sql`true`)
    .where(and(inArray(notifications.id, ids), fromVisibleActor()));
}

/** What a notification is: for whom, of which type, by whom, about what. */
export interface NotificationKey {
  userId: number;
  type: string;
  actorId: number | null;
  postId: number | null;
  commentId: number | null;
}

/** Deletes the notifications of exactly this key (a like taken back takes its notification with it). */
export async function deleteNotifications(tx: Tx, key: NotificationKey): Promise<void> {
  const same = (
    column: typeof notifications.actorId | typeof notifications.postId | typeof notifications.commentId,
    value: number | null,
  ) => (value === null ? isNull(column) : eq(column, value));
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, key.userId),
        eq(notifications.type, key.type),
        same(notifications.actorId, key.actorId),
        same(notifications.postId, key.postId),
        same(notifications.commentId, key.commentId),
      ),
    );
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), fromVisibleActor()));
  return Number(row?.unread ?? 0);
}

export async function markAllRead(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
