import { randomBytes, randomInt } from 'node:crypto';

/** A chat member id: 24 hex characters, the shape of the ObjectIds the chat client expects. */
export function newChatUserId(): string {
  return randomBytes(12).toString('hex');
}

// No 0/O or 1/I: referral codes get read aloud and typed by hand.
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 8): string {
  return Array.from({ length }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
}
