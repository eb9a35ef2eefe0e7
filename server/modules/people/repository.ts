import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { AUTOCOMPLETE_SIZE, PAGE_SIZE } from '../../../contract/rules.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { rawStatement, rowMapper } from '../../db/prepared.ts';
import { blocks, follows, userReports, users, type UserRow } from '../../db/schema.ts';
import type { ReportReasonCode } from '../../../contract/codes.ts';
import { foldedSql } from '../../db/search.ts';
import { pageOffset as offsetOf } from '../posts/repository.ts';
import { blockedEitherWaySql } from './visibility.ts';

/** How a viewer stands with another user. */
export interface Relation {
  /** The viewer follows them. */
  isFollowing: boolean;
  /** The viewer blocked them. */
  isBlock: boolean;
}

/** What a list shows of a person, with how the viewer stands with them. */
export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  profile_photo: string | null;
  user_verified: number;
  /** Only the viewer's own chat id leaves the database; null for anyone else. */
  own_chat_id: string | null;
  is_following: boolean;
}

const toUser = rowMapper(users);

/**
 * The user as `$1` sees them: the row, whether $1 follows them, and both block directions, in one
 * round trip (user-byid runs it for every profile opened).
 */
const userSeenBy = rawStatement<
  Record<string, unknown> & { is_following: boolean; is_block: boolean; blocked_by: boolean; suspended: boolean }
>(
  'user_seen_by',
  ['int', 'int'],
  `select u.*,
     exists(select 1 from follows f where f.follower_id = $1 and f.following_id = u.id) as is_following,
     exists(select 1 from blocks b where b.blocker_id = $1 and b.blocked_id = u.id) as is_block,
     exists(select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = $1) as blocked_by,
     u.suspended_at is not null and u.id <> $1 as suspended
   from users u where u.id = $2`,
);

/** The user `userId` and how `viewerId` stands with them; `hidden` when either blocked the other, or they are suspended. */
export async function findUserSeenBy(
  db: Db,
  viewerId: number,
  userId: number,
): Promise<{ user: UserRow; relation: Relation; hidden: boolean } | undefined> {
  const [row] = await userSeenBy(db, [viewerId, userId]);
  if (!row) return undefined;
  return {
    user: toUser(row),
    relation: { isFollowing: row.is_following, isBlock: row.is_block },
    hidden: row.is_block || row.blocked_by || row.suspended,
  };
}

/**
 * Locks the users' rows in id order until the transaction ends; answers those that exist. FOR NO KEY UPDATE: follows
 * and blocks still take turns, while rows that only reference these users (a fan-out's timeline rows) do not wait
 * on them. See docs/decisions/0012-user-locks-in-id-order.md
 */
export async function lockUsers(tx: Tx, ids: number[]): Promise<UserRow[]> {
  return tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('no key update');
}

/** True when either blocked the other, or either is suspended (out of everyone's sight): the pair cannot meet. */
export async function isBlockedEitherWay(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .union(
      db
        .select({ blockerId: users.id })
        .from(users)
        .where(and(inArray(users.id, [a, b]), isNotNull(users.suspendedAt))),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds the follow; false when it was there. */
export async function insertFollow(tx: Tx, followerId: number, followingId: number): Promise<boolean> {
  const added = await tx
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return added.length > 0;
}

/** Removes the follow; false when there was none. */
export async function deleteFollow(tx: Tx, followerId: number, followingId: number): Promise<boolean> {
  const removed = await tx
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .returning({ followerId: follows.followerId });
  return removed.length > 0;
}

/** Moves the follower's following_count and the followed user's followers_count by `delta`, never below 0 (rows locked by `lockUsers`). */
export async function moveFollowCounts(tx: Tx, followerId: number, followingId: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(users)
    .set({ followingCount: sql`greatest(${users.followingCount} + ${delta}, 0)` })
    .where(eq(users.id, followerId));
  await tx
    .update(users)
    .set({ followersCount: sql`greatest(${users.followersCount} + ${delta}, 0)` })
    .where(eq(users.id, followingId));
}

export async function followCountsOf(db: DbOrTx, userId: number): Promise<{ followersCount: number; followingCount: number }> {
  const [row] = await db
    .select({ followersCount: users.followersCount, followingCount: users.followingCount })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { followersCount: 0, followingCount: 0 };
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)).length > 0;
}

/** True when `blockerId` has blocked `blockedId` (one direction). */
export async function hasBlocked(db: DbOrTx, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

/** Adds the reporter's report of the person; false when they had reported them already (one report per reporter and person). */
export async function insertUserReport(
  db: DbOrTx,
  reporterId: number,
  reportedId: number,
  reason: ReportReasonCode,
  text: string,
): Promise<boolean> {
  const added = await db
    .insert(userReports)
    .values({ reportedId, userId: reporterId, reason, text })
    .onConflictDoNothing()
    .returning({ id: userReports.id });
  return added.length > 0;
}

/** Adds the block; blocking twice changes nothing. */
export async function insertBlock(tx: Tx, blockerId: number, blockedId: number): Promise<void> {
  await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(tx: Tx, blockerId: number, blockedId: number): Promise<void> {
  await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The columns a person list shows; `$1` is the viewer. */
const personColumns = `u.id, u.first_name, u.last_name, u.username, u.profile_photo, u.user_verified,
     case when u.id = $1 then u.chat_user_id end as own_chat_id,
     exists(select 1 from follows m where m.follower_id = $1 and m.following_id = u.id) as is_following`;

/**
 * A page of the people on one side of `$2`'s follows, newest follow first, as `$1` sees them: nobody
 * blocked either way with `$1`. `side` is the follows column that names the listed people.
 */
const connectionsPage = (name: string, side: 'follower_id' | 'following_id') => {
  const other = side === 'follower_id' ? 'following_id' : 'follower_id';
  return rawStatement<PersonRow>(
    name,
    ['int', 'int', 'int'],
    `select ${personColumns}
     from follows f join users u on u.id = f.${side}
     where f.${other} = $2 and u.id <> all(${blockedEitherWaySql('$1')})
     order by f.created_at desc, f.${side} desc
     limit ${PAGE_SIZE} offset $3`,
  );
};
const followersStatement = connectionsPage('followers_page', 'follower_id');
const followingsStatement = connectionsPage('followings_page', 'following_id');

export const followersPage = (db: Db, viewerId: number, userId: number, page: number) =>
  followersStatement(db, [viewerId, userId, offsetOf(page)]);
export const followingsPage = (db: Db, viewerId: number, userId: number, page: number) =>
  followingsStatement(db, [viewerId, userId, offsetOf(page)]);

const blockListStatement = rawStatement<PersonRow>(
  'block_list_page',
  ['int', 'int'],
  `select ${personColumns}
   from blocks b join users u on u.id = b.blocked_id
   where b.blocker_id = $1
   order by b.created_at desc, b.blocked_id desc
   limit ${PAGE_SIZE} offset $2`,
);

/** A page of the people the viewer blocked, newest block first. */
export const blockListPage = (db: Db, viewerId: number, page: number) => blockListStatement(db, [viewerId, offsetOf(page)]);

/** People others may find: not the viewer, nobody blocked either way with them, accounts whose email was verified. */
const findable = `u.id <> $1 and u.id <> all(${blockedEitherWaySql('$1')}) and u.email_verified_at is not null`;

/** The most followed first, then the most posts (users_trending's order). */
const trendingOrder = (u: string) => `${u}.followers_count desc, ${u}.posts_count desc, ${u}.id`;

/** Suggestions ($1 viewer, $2 offset): people not yet followed first, then followed ones; never admins. */
const trendingStatement = rawStatement<Record<string, unknown> & { is_following: boolean }>(
  'people_trending',
  ['int', 'int'],
  `with unfollowed as (
     select u.*, false as is_following from users u
     where ${findable} and u.role = 'user' and not exists (select 1 from follows m where m.follower_id = $1 and m.following_id = u.id)
     order by ${trendingOrder('u')} limit $2 + ${PAGE_SIZE}),
   followed as (
     select u.*, true as is_following from follows m join users u on u.id = m.following_id
     where m.follower_id = $1 and ${findable}
     order by ${trendingOrder('u')} limit $2 + ${PAGE_SIZE})
   select * from (select * from unfollowed union all select * from followed) p
   order by p.is_following, ${trendingOrder('p')}
   limit ${PAGE_SIZE} offset $2`,
);

/** A page of suggestions: people not followed yet by followers, then posts (users_trending), then the followed ones; with is_following. */
export async function trendingPeople(db: Db, viewerId: number, page: number): Promise<{ user: UserRow; isFollowing: boolean }[]> {
  const rows = await trendingStatement(db, [viewerId, offsetOf(page)]);
  return rows.map((row) => ({ user: toUser(row), isFollowing: row.is_following }));
}

/** `column` starts with the folded search ($2), written as an index range so every prepared plan uses it. */
const startsWithSearch = (column: string) => {
  const folded = foldedSql(column);
  const prefix = foldedSql('$2::text');
  return `(${folded} ~>=~ ${prefix} and ${folded} ~<~ (${prefix} || chr(1114111)))`;
};

/** The header search's statement ($1 the viewer, $2 the search), exported for the test that reads its plan. */
export const AUTOCOMPLETE_SQL = `select u.id, u.first_name, u.last_name, u.username, u.profile_photo, u.user_verified,
     exists (select 1 from follows f where f.follower_id = $1 and f.following_id = u.id) as is_following
   from users u
   where (${startsWithSearch('u.first_name')} or ${startsWithSearch('u.last_name')} or ${startsWithSearch('u.username')})
     and ${findable}
   order by u.followers_count desc, u.id
   limit ${AUTOCOMPLETE_SIZE}`;
const autocompleteStatement = rawStatement<Omit<PersonRow, 'own_chat_id'>>('people_autocomplete', ['int', 'text'], AUTOCOMPLETE_SQL);

/** Up to AUTOCOMPLETE_SIZE people whose first name, last name or username starts with `search`, ignoring case and accents. */
export const autocompletePeople = (db: Db, viewerId: number, search: string) => autocompleteStatement(db, [viewerId, search]);
