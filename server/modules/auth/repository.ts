import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otpCodes, users, type OtpCodeRow, type OtpPurpose, type UserRow } from '../../db/schema.ts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, generateOtp, hashOtp } from '../../lib/otp.ts';

/** Issues a fresh code for the user and purpose; the previous one, if any, dies. */
export async function issueOtp(db: DbOrTx, secret: string, userId: number, purpose: OtpPurpose, now: number): Promise<string> {
  const code = generateOtp();
  const fresh = { codeHash: hashOtp(secret, userId, code), expiresAt: new Date(now + OTP_TTL_MS), attempts: 0, createdAt: new Date(now) };
  await db
    .insert(otpCodes)
    .values({ userId, purpose, ...fresh })
    .onConflictDoUpdate({ target: [otpCodes.userId, otpCodes.purpose], set: fresh });
  return code;
}

/** The user's most recently issued code, whatever its purpose. */
export async function findNewestOtp(db: DbOrTx, userId: number): Promise<OtpCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.userId, userId))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong guess in one statement so parallel guesses cannot exceed the allowance. */
export async function recordWrongAttempt(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? OTP_MAX_ATTEMPTS;
}

/** Deletes the code if it is still the one checked; false when a parallel request used it first. */
export async function consumeOtp(db: DbOrTx, code: OtpCodeRow): Promise<boolean> {
  const used = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.id, code.id), eq(otpCodes.codeHash, code.codeHash), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: otpCodes.id });
  return used.length === 1;
}

/** Every code of the account, whatever its purpose. */
export async function deleteOtps(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.userId, userId));
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('insert returned no user');
  return user;
}

/** Marks the email verified once; a second call changes nothing. */
export async function markEmailVerified(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * Sets a new password hash and ends every session (the session version moves on), provided the
 * account is still at `expected`; answers the new session version, or undefined when it was not.
 */
export async function replacePassword(
  db: DbOrTx,
  userId: number,
  expected: { passwordHash: string } | { sessionVersion: number },
  passwordHash: string,
  at: Date,
): Promise<{ sessionVersion: number; chatUserId: string | null } | undefined> {
  const still =
    'passwordHash' in expected ? eq(users.passwordHash, expected.passwordHash) : eq(users.sessionVersion, expected.sessionVersion);
  const [changed] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: at })
    .where(and(eq(users.id, userId), still))
    .returning({ sessionVersion: users.sessionVersion, chatUserId: users.chatUserId });
  return changed;
}

/** Ends every session of the account still at `sessionVersion` (logout); answers the new version, or undefined when it was not. */
export async function endSessions(
  db: DbOrTx,
  userId: number,
  sessionVersion: number,
  at: Date,
): Promise<{ sessionVersion: number; chatUserId: string | null } | undefined> {
  const [ended] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.sessionVersion, sessionVersion)))
    .returning({ sessionVersion: users.sessionVersion, chatUserId: users.chatUserId });
  return ended;
}
