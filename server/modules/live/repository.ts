import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LedgerKind, NotificationType, StreamType } from '../../../contract/codes.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { notSuspended } from '../people/visibility.ts';
import { ledgerTransactions, liveJoins, liveStreams, users, type LiveStreamRow } from '../../db/schema.ts';

/** The host's public fields, as a notification's actor shows them. */
export type HostRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto' | 'userVerified'>;

/** A stream as a viewer sees it: its host and whether the viewer may watch it now. */
export interface SeenStream {
  stream: LiveStreamRow;
  host: HostRow;
  joined: boolean;
}

const hostColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  profilePhoto: users.profilePhoto,
  userVerified: users.userVerified,
};

/** Neither the viewer nor the host blocked the other (blocking is mutual invisibility), and the host is not suspended. */
const notBlocked = (viewerId: number) =>
  sql`not exists (select 1 from blocks b where (b.blocker_id, b.blocked_id) in ((${viewerId}, ${liveStreams.hostId}), (${liveStreams.hostId}, ${viewerId}))) and ${notSuspended(liveStreams.hostId)}`;

/** The viewer may watch: their own, a free one, or a paid one they joined. */
const joinedBy = (viewerId: number) =>
  sql<boolean>`(${liveStreams.hostId} = ${viewerId} or ${liveStreams.type} = ${StreamType.free}
    or exists (select 1 from live_joins j where j.stream_id = ${liveStreams.streamId} and j.user_id = ${viewerId}))`;

/** The streams live now by the people the viewer follows, and the viewer's own, newest first; none across a block. */
export async function liveStreamsFor(db: DbOrTx, viewerId: number): Promise<SeenStream[]> {
  return db
    .select({ stream: liveStreams, host: hostColumns, joined: joinedBy(viewerId) })
    .from(liveStreams)
    .innerJoin(users, eq(users.id, liveStreams.hostId))
    .where(
      and(
        isNull(liveStreams.endedAt),
        sql`(${liveStreams.hostId} = ${viewerId} or exists (select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = ${liveStreams.hostId}))`,
        notBlocked(viewerId),
      ),
    )
    .orderBy(desc(liveStreams.createdAt), desc(liveStreams.streamId));
}

/** One stream live now that the viewer may see (not across a block), or undefined. */
export async function liveStreamSeenBy(
  db: DbOrTx,
  viewerId: number,
  streamId: string,
  { lock = false } = {},
): Promise<SeenStream | undefined> {
  const query = db
    .select({ stream: liveStreams, host: hostColumns, joined: joinedBy(viewerId) })
    .from(liveStreams)
    .innerJoin(users, eq(users.id, liveStreams.hostId))
    .where(and(eq(liveStreams.streamId, streamId), isNull(liveStreams.endedAt), notBlocked(viewerId)));
  // A join holds the stream (its host cannot end it under the payment) until it commits.
  const [row] = lock ? await query.for('share', { of: liveStreams }) : await query;
  return row;
}

/** A stream live now, whoever looks. */
export async function liveStream(db: DbOrTx, streamId: string): Promise<LiveStreamRow | undefined> {
  const [row] = await db
    .select()
    .from(liveStreams)
    .where(and(eq(liveStreams.streamId, streamId), isNull(liveStreams.endedAt)));
  return row;
}

/** Ends the host's streams still live (all of them, or the one named); answers the ids ended. */
export async function endStreams(db: DbOrTx, hostId: number, at: Date, streamId?: string): Promise<string[]> {
  const rows = await db
    .update(liveStreams)
    .set({ endedAt: at })
    .where(
      and(
        eq(liveStreams.hostId, hostId),
        isNull(liveStreams.endedAt),
        streamId === undefined ? undefined : eq(liveStreams.streamId, streamId),
      ),
    )
    .returning({ streamId: liveStreams.streamId });
  return rows.map((row) => row.streamId);
}

/** The new stream, or undefined when its id was ever used. */
export async function insertStream(tx: Tx, values: typeof liveStreams.$inferInsert): Promise<LiveStreamRow | undefined> {
  const [row] = await tx.insert(liveStreams).values(values).onConflictDoNothing({ target: liveStreams.streamId }).returning();
  return row;
}

/** Records the viewer's join once: true when this call did; a concurrent join waits on the key, so only one pays. */
export async function recordJoin(tx: Tx, streamId: string, userId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .insert(liveJoins)
    .values({ streamId, userId, amount })
    .onConflictDoNothing()
    .returning({ userId: liveJoins.userId });
  return rows.length > 0;
}

export async function setJoinTransaction(tx: Tx, streamId: string, userId: number, transactionId: number): Promise<void> {
  await tx
    .update(liveJoins)
    .set({ transactionId })
    .where(and(eq(liveJoins.streamId, streamId), eq(liveJoins.userId, userId)));
}

/**
 * `new_livestream` for every follower of the host (none across a block), in the creating transaction,
 * in one statement; answers the notification ids to push once it commits.
 */
export async function notifyFollowers(tx: Tx, hostId: number, streamId: string): Promise<number[]> {
  const result = await tx.execute(sql`
    insert into notifications (user_id, type, actor_id, data)
    select f.follower_id, ${NotificationType.newLivestream}, ${hostId}, jsonb_build_object('stream_id', ${streamId}::text)
      from follows f
     where f.following_id = ${hostId}
       and not exists (select 1 from blocks b where (b.blocker_id, b.blocked_id) in ((f.follower_id, ${hostId}), (${hostId}, f.follower_id)))
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** The socket's author line: a user's name and picture key. */
export async function chatAuthor(
  db: DbOrTx,
  userId: number,
): Promise<Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'profilePhoto'> | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, profilePhoto: users.profilePhoto })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Whether the viewer may watch the live stream now (not blocked either way; own, free, or joined), and as whom. */
export async function accessOf(
  db: DbOrTx,
  viewerId: number,
  streamId: string,
): Promise<{ stream: LiveStreamRow; joined: boolean } | undefined> {
  const seen = await liveStreamSeenBy(db, viewerId, streamId);
  return seen && { stream: seen.stream, joined: seen.joined };
}

/** The coins tipped in a stream so far (tips, menu tips and gifts): its movements in the ledger (issue 32). */
export async function tipsTotalOf(db: DbOrTx, streamId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${ledgerTransactions.amount}), 0)` })
    .from(ledgerTransactions)
    .where(
      and(
        sql`(${ledgerTransactions.data}->>'stream_id') = ${streamId}`,
        inArray(ledgerTransactions.kind, [LedgerKind.liveTip, LedgerKind.sticker]),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Sets the goal and menu of the host's stream live now; the row as it stands, or undefined (not live, not theirs). */
export async function setTips(
  db: DbOrTx,
  hostId: number,
  streamId: string,
  values: Pick<typeof liveStreams.$inferInsert, 'goalCoins' | 'goalLabel' | 'menu'>,
): Promise<LiveStreamRow | undefined> {
  const [row] = await db
    .update(liveStreams)
    .set(values)
    .where(and(eq(liveStreams.streamId, streamId), eq(liveStreams.hostId, hostId), isNull(liveStreams.endedAt)))
    .returning();
  return row;
}

/** The public fields of these people (the host's viewer list). */
export async function peopleByIds(db: DbOrTx, ids: number[]): Promise<HostRow[]> {
  if (ids.length === 0) return [];
  return db.select(hostColumns).from(users).where(inArray(users.id, ids));
}
