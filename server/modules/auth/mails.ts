import type { OtpPurpose } from '../../db/schema.ts';
import { OTP_TTL_MS } from '../../lib/otp.ts';
import type { Mail } from '../../providers/mail/index.ts';

const minutes = OTP_TTL_MS / 60_000;

/** The mail carrying a one-time code, for signup verification or a password reset. */
export function otpMail(to: string, firstName: string, purpose: OtpPurpose, otp: string): Mail {
  const subject = purpose === 'verify' ? 'Your verification code' : 'Your password reset code';
  const reason = purpose === 'verify' ? 'to verify your email address' : 'to reset your password';
  const text = [
    `Hi ${firstName},`,
    '',
    `Your code ${reason} is ${otp}.`,
    `It expires in ${minutes} minutes and works once.`,
    '',
    'If you did not ask for it, you can ignore this mail.',
  ].join('\n');
  return { to, subject, text, otp };
}

/**
 * To the owner of an address someone signed up with or asked a code for, once it is verified: the
 * answer to that someone is the same as for a new address, so only the owner learns it was taken.
 */
export function accountExistsMail(to: string, firstName: string): Mail {
  const text = [
    `Hi ${firstName},`,
    '',
    'Someone asked to sign up, or for a verification code, with this email address.',
    'Your account is already verified: you can log in, or reset your password if you forgot it.',
    '',
    'If it was not you, you can ignore this mail; nothing changed on your account.',
  ].join('\n');
  return { to, subject: 'Your account already exists', text };
}
