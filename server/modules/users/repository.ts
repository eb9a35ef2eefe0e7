import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { CoinPack } from '../../../contract/user.ts';
import type { Db } from '../../db/client.ts';
import { tableStatement } from '../../db/prepared.ts';
import { coinPacks, users, type UserRow } from '../../db/schema.ts';
import { newChatUserId } from '../../lib/ids.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Who asks, as an `authenticateToken` route knows them: the token's user and session version, not yet checked against the account. */
export interface SessionViewer {
  id: number;
  sessionVersion: number;
}

/**
 * SQL text: true while the session of `viewer` at `version` is live, for a statement that checks it
 * beside its own work. See docs/decisions/0002-one-round-trip-per-page.md
 */
export const sessionLiveSql = (viewer: string, version: string) =>
  `exists(select 1 from users where id = ${viewer} and session_version = ${version} and suspended_at is null)`;

/**
 * The session version of each of `ids` whose sessions may go on (the account exists and is not suspended), in one
 * statement: the realtime sweep checks every socket of a process with it.
 */
export async function liveSessionVersions(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, sessionVersion: users.sessionVersion })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.suspendedAt)));
  return new Map(rows.map((row) => [row.id, row.sessionVersion]));
}

// Every authenticated request runs it (the session check): parsed and planned once.
const userById = tableStatement(users, 'user_by_id', ['int'], 'select * from users where id = $1');

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db, [id]);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.refrenceCode, code.trim().toUpperCase())).limit(1);
  return row;
}

export async function listCoinPacks(db: Db): Promise<Static<typeof CoinPack>[]> {
  const rows = await db.select().from(coinPacks).orderBy(asc(coinPacks.coin));
  return rows.map((pack) => ({ id: pack.id, coin: pack.coin, price: pack.priceCents / 100, inapp_identifier: pack.inappIdentifier }));
}

/** Gives the user a chat member id once; later calls answer the same id. */
export async function ensureChatUserId(db: Db, userId: number, at: Date): Promise<string | undefined> {
  await db
    .update(users)
    .set({ chatUserId: newChatUserId(), updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.chatUserId)));
  return (await findUserById(db, userId))?.chatUserId ?? undefined;
}
