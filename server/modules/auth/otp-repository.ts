import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, type OtpCodeRow, type OtpPurpose } from '../../db/schema';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, generateOtp, hashOtp } from '../../lib/otp';

/** Issues a fresh code for the user and purpose; the previous one, if any, dies. */
export async function issueOtp(db: Db, secret: string, userId: number, purpose: OtpPurpose, now: number): Promise<string> {
  const code = generateOtp();
  const fresh = { codeHash: hashOtp(secret, userId, code), expiresAt: new Date(now + OTP_TTL_MS), attempts: 0, createdAt: new Date(now) };
  await db
    .insert(otpCodes)
    .values({ userId, purpose, ...fresh })
    .onConflictDoUpdate({ target: [otpCodes.userId, otpCodes.purpose], set: fresh });
  return code;
}

/** The user's most recently issued code, whatever its purpose. */
export async function findNewestOtp(db: Db, userId: number): Promise<OtpCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.userId, userId))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong guess in one statement so parallel guesses cannot exceed the allowance. */
export async function recordWrongAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? OTP_MAX_ATTEMPTS;
}

/** Deletes the code if it is still the one checked; false when a parallel request used it first. */
export async function consumeOtp(db: Db, code: OtpCodeRow): Promise<boolean> {
  const used = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.id, code.id), eq(otpCodes.codeHash, code.codeHash), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: otpCodes.id });
  return used.length === 1;
}

export async function deleteOtps(db: Db, userId: number, purpose: OtpPurpose): Promise<void> {
  await db.delete(otpCodes).where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)));
}
