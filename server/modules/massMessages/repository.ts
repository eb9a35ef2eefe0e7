import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MassAudience, type MassAudienceCode } from '../../../contract/massMessages.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  chatFiles,
  chatMembers,
  chatMessages,
  fanListMembers,
  fanLists,
  follows,
  massMessages,
  subscriptions,
  users,
  type ChatFileRow,
  type FanListRow,
  type MassMessageRow,
} from '../../db/schema.ts';
import { notBlockedWith } from '../people/visibility.ts';

/*
 * Who a creator's mass messages reach, their saved fan lists, and what became of each message, in SQL.
 * See docs/decisions/0051-mass-messages.md
 */

/** The creator's fans: who follows them or subscribes to them now, neither blocked with them nor suspended. */
export function fanIdsSql(creatorId: number, now: Date): SQL {
  return sql`(select f.follower_id from ${follows} f where f.following_id = ${creatorId}
    union select s.subscriber_id from ${subscriptions} s where s.creator_id = ${creatorId} and s.expiry_date > ${now.toISOString()}::timestamptz)`;
}

/** The ids an audience holds now (an SQL subquery of `id`s), never the creator, never across a block. */
function audienceSql(creatorId: number, audience: MassAudienceCode, listId: number | null, now: Date): SQL {
  const candidates =
    audience === MassAudience.subscribers
      ? sql`select s.subscriber_id as id from ${subscriptions} s where s.creator_id = ${creatorId} and s.expiry_date > ${now.toISOString()}::timestamptz`
      : audience === MassAudience.followers
        ? sql`select f.follower_id as id from ${follows} f where f.following_id = ${creatorId}`
        : // A list's members who are still fans: who unfollowed since they were added is not written to.
          sql`select m.user_id as id from ${fanListMembers} m where m.list_id = ${listId ?? 0} and m.user_id in ${fanIdsSql(creatorId, now)}`;
  return sql`select distinct c.id from (${candidates}) c where c.id <> ${creatorId} and ${notBlockedWith(creatorId, sql`c.id`)}`;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** How many the audience holds now. */
export async function audienceSize(db: DbOrTx, creatorId: number, audience: MassAudienceCode, listId: number | null, now: Date) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${audienceSql(creatorId, audience, listId, now)}) a`),
  );
  return Number(row?.n ?? 0);
}

/** The next `limit` recipients after `afterId`, in id order (the delivery job's batches). */
export async function audiencePage(
  db: DbOrTx,
  creatorId: number,
  audience: MassAudienceCode,
  listId: number | null,
  now: Date,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select a.id from (${audienceSql(creatorId, audience, listId, now)}) a where a.id > ${afterId} order by a.id limit ${limit}`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

export async function sentSince(tx: DbOrTx, authorId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await tx
    .select({ count: count(), oldest: sql<string | null>`min(${massMessages.createdAt})` })
    .from(massMessages)
    .where(and(eq(massMessages.authorId, authorId), gt(massMessages.createdAt, since)));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function massMessageByClientId(db: DbOrTx, authorId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(massMessages)
    .where(and(eq(massMessages.authorId, authorId), eq(massMessages.clientId, clientId)));
  return row;
}

export async function massMessageById(db: DbOrTx, id: number): Promise<MassMessageRow | undefined> {
  const [row] = await db.select().from(massMessages).where(eq(massMessages.id, id));
  return row;
}

/** Gives the author's own unused chat uploads to the mass message, in order; false when one is not theirs or already used. */
export async function claimFiles(tx: Tx, authorId: number, massMessageId: number, keys: string[]): Promise<ChatFileRow[] | null> {
  const claimed: ChatFileRow[] = [];
  for (const [position, key] of keys.entries()) {
    const [row] = await tx
      .update(chatFiles)
      .set({ massMessageId, position })
      .where(and(eq(chatFiles.key, key), eq(chatFiles.ownerId, authorId), isNull(chatFiles.messageSeq), isNull(chatFiles.massMessageId)))
      .returning();
    if (!row) return null;
    claimed.push(row);
  }
  return claimed;
}

export async function filesOfMassMessages(db: DbOrTx, ids: number[]): Promise<Map<number, ChatFileRow[]>> {
  const byMessage = new Map<number, ChatFileRow[]>();
  if (ids.length === 0) return byMessage;
  const rows = await db.select().from(chatFiles).where(inArray(chatFiles.massMessageId, ids)).orderBy(asc(chatFiles.position));
  for (const row of rows)
    if (row.massMessageId !== null) byMessage.set(row.massMessageId, [...(byMessage.get(row.massMessageId) ?? []), row]);
  return byMessage;
}

/** Sets the message's recipients to the copies written so far (a retried batch counts nobody twice). */
export async function countRecipients(db: DbOrTx, id: number, done: Date | null): Promise<void> {
  await db
    .update(massMessages)
    .set({
      recipients: sql`(select count(*)::int from ${chatMessages} m where m.mass_message_id = ${id})`,
      ...(done ? { sentAt: done } : {}),
    })
    .where(eq(massMessages.id, id));
}

/** Each message's opened (the recipient read their room past it), bought and earned figures. */
export async function statsOf(db: DbOrTx, ids: number[]) {
  const stats = new Map<number, { opened: number; bought: number; earned: number }>();
  if (ids.length === 0) return stats;
  const rows = await db
    .select({
      id: chatMessages.massMessageId,
      opened: sql<number>`count(*) filter (where ${chatMembers.readSeq} >= ${chatMessages.seq})::int`,
      bought: sql<number>`count(*) filter (where ${chatMessages.unlockedAt} is not null)::int`,
      earned: sql<number>`coalesce(sum(${chatMessages.coins}) filter (where ${chatMessages.unlockedAt} is not null), 0)::int`,
    })
    .from(chatMessages)
    .innerJoin(chatMembers, and(eq(chatMembers.roomId, chatMessages.roomId), sql`${chatMembers.userId} <> ${chatMessages.authorId}`))
    .where(inArray(chatMessages.massMessageId, ids))
    .groupBy(chatMessages.massMessageId);
  for (const row of rows) {
    if (row.id !== null) stats.set(row.id, { opened: Number(row.opened), bought: Number(row.bought), earned: Number(row.earned) });
  }
  return stats;
}

export async function massMessagesOf(db: DbOrTx, authorId: number, limit: number, offset: number): Promise<MassMessageRow[]> {
  return db
    .select()
    .from(massMessages)
    .where(eq(massMessages.authorId, authorId))
    .orderBy(desc(massMessages.createdAt), desc(massMessages.id))
    .limit(limit)
    .offset(offset);
}

// ---- Fan lists

export async function listsOf(db: DbOrTx, ownerId: number) {
  return db
    .select({
      id: fanLists.id,
      name: fanLists.name,
      members: sql<number>`(select count(*)::int from ${fanListMembers} m where m.list_id = ${fanLists.id})`,
    })
    .from(fanLists)
    .where(eq(fanLists.ownerId, ownerId))
    .orderBy(sql`lower(${fanLists.name})`, asc(fanLists.id));
}

export async function ownList(db: DbOrTx, ownerId: number, listId: number): Promise<FanListRow | undefined> {
  const [row] = await db
    .select()
    .from(fanLists)
    .where(and(eq(fanLists.id, listId), eq(fanLists.ownerId, ownerId)));
  return row;
}

/** Inserts the list unless the owner has one of that name (any case): null then. */
export async function insertList(tx: Tx, ownerId: number, name: string): Promise<FanListRow | null> {
  const [row] = await tx.insert(fanLists).values({ ownerId, name }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listCount(tx: DbOrTx, ownerId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(fanLists).where(eq(fanLists.ownerId, ownerId));
  return Number(row?.n ?? 0);
}

export async function deleteList(db: DbOrTx, listId: number): Promise<void> {
  await db.delete(fanLists).where(eq(fanLists.id, listId));
}

export async function membersCount(db: DbOrTx, listId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fanListMembers).where(eq(fanListMembers.listId, listId));
  return Number(row?.n ?? 0);
}

/** Among `userIds`, the creator's fans (followers or subscribers now, not blocked either way). */
export async function fansAmong(db: DbOrTx, creatorId: number, userIds: number[], now: Date): Promise<Set<number>> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select f.id from ${fanIdsSql(creatorId, now)} f(id) where f.id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${notBlockedWith(creatorId, sql`f.id`)}`,
    ),
  );
  return new Set(rows.map((row) => Number(row.id)));
}

export async function addMembers(db: DbOrTx, listId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(fanListMembers)
    .values(userIds.map((userId) => ({ listId, userId })))
    .onConflictDoNothing();
}

export async function removeMembers(db: DbOrTx, listId: number, userIds: number[]): Promise<void> {
  await db.delete(fanListMembers).where(and(eq(fanListMembers.listId, listId), inArray(fanListMembers.userId, userIds)));
}

/** A page of the creator's fans, the list's members first, then by name; `search` matches names and usernames. */
export async function fansPage(
  db: DbOrTx,
  creatorId: number,
  listId: number,
  now: Date,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const words = (search ?? '').trim();
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Spelled out: drizzle would name the column bare, and a bare "id" inside the subquery is the subscription's.
  const userIdSql = sql.raw('"users"."id"');
  const subscribed = sql<boolean>`exists (select 1 from ${subscriptions} s where s.creator_id = ${creatorId} and s.subscriber_id = ${userIdSql} and s.expiry_date > ${now.toISOString()}::timestamptz)`;
  const inList = sql<boolean>`exists (select 1 from ${fanListMembers} m where m.list_id = ${listId} and m.user_id = ${userIdSql})`;
  return db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      username: users.username,
      profile_photo: users.profilePhoto,
      user_verified: users.userVerified,
      subscribed,
      inList,
    })
    .from(users)
    .where(
      and(
        sql`${users.id} in ${fanIdsSql(creatorId, now)}`,
        notBlockedWith(creatorId, users.id),
        words ? sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.username} ilike ${pattern})` : undefined,
      ),
    )
    .orderBy(desc(inList), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit)
    .offset(offset);
}
