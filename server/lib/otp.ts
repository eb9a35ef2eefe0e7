import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../contract/rules.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Keyed with the server secret: a leaked table alone does not give the 10^6 codes away. */
export function hashOtp(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('base64url');
}

export function otpMatches(secret: string, userId: number, code: string, codeHash: string): boolean {
  const expected = Buffer.from(codeHash);
  const actual = Buffer.from(hashOtp(secret, userId, code));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
